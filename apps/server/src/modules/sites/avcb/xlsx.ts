import { formatCnpj, SERVICE_LEVEL_LABELS, SERVICE_LEVELS } from '@portal/shared';
import { dayToDate, wallClockDate } from '../../reports/format.js';
import type { AvcbReport, AvcbUnit } from './data.js';

type Cell = string | number | Date | null;
type Column = { header: string; width: number; date?: 'day' | 'datetime'; value: (unit: AvcbUnit) => Cell };

const day = (value: string | null) => (value ? dayToDate(value) : null);

/** The sheet 'Equipamentos': the PDF's table, one value per cell (dates as dates, states as text). */
const COLUMNS: Column[] = [
  { header: 'Local', width: 28, value: (unit) => unit.place ?? '' },
  { header: 'Código', width: 12, value: (unit) => unit.code },
  { header: 'Classe', width: 12, value: (unit) => unit.classLabel ?? '' },
  { header: 'Agente', width: 16, value: (unit) => unit.agent ?? '' },
  { header: 'Capacidade', width: 11, value: (unit) => unit.capacity },
  { header: 'Unidade', width: 9, value: (unit) => unit.capacityUnit ?? '' },
  ...SERVICE_LEVELS.flatMap((level, index): Column[] => [
    {
      header: `${SERVICE_LEVEL_LABELS[level]} — última`,
      width: 14,
      date: 'day',
      value: (unit) => day(unit.levels[index]!.lastDate),
    },
    {
      header: `${SERVICE_LEVEL_LABELS[level]} — próxima`,
      width: 14,
      date: 'day',
      value: (unit) => day(unit.levels[index]!.nextDate),
    },
    { header: `${SERVICE_LEVEL_LABELS[level]} — situação`, width: 16, value: (unit) => unit.levels[index]!.state },
  ]),
  { header: 'Pendências abertas', width: 40, value: (unit) => unit.pendencias.join('; ') },
  {
    header: 'Chamados abertos',
    width: 40,
    value: (unit) => unit.chamados.map((chamado) => chamado.kind).join('; '),
  },
  { header: 'Técnico do último registro', width: 24, value: (unit) => unit.technician ?? '' },
];

/**
 * The AVCB report as an .xlsx (exceljs; a site's few hundred units fit in memory): 'Equipamentos' with the PDF's
 * columns (dates as real dates shown dd/mm/yyyy, states as text; a bold, frozen, filtered header) and 'Resumo' with
 * the cover's lines and the counts.
 */
export async function renderAvcbXlsx(report: AvcbReport, options: { appName: string }): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = options.appName;
  workbook.title = `Relatório AVCB — ${report.site.name}`;
  workbook.created = report.generatedAt;

  const sheet = workbook.addWorksheet('Equipamentos', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column, index) => ({
    key: String(index),
    width: column.width,
    style: column.date ? { numFmt: 'dd/mm/yyyy' } : {},
  }));
  const header = sheet.addRow(COLUMNS.map((column) => column.header));
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  for (const unit of report.units) sheet.addRow(COLUMNS.map((column) => column.value(unit)));

  const { site, company, summary } = report;
  const summarySheet = workbook.addWorksheet('Resumo');
  summarySheet.columns = [
    { key: 'field', width: 32 },
    { key: 'value', width: 60 },
  ];
  const title = summarySheet.addRow(['Campo', 'Valor']);
  title.font = { bold: true };
  const rows: Array<[string, Cell]> = [
    ['Local', site.name],
    ['Endereço', site.address],
    ['CNPJ do local', site.cnpj ? formatCnpj(site.cnpj) : ''],
    ['Cliente', site.clientName || site.clientEmail],
    ['Empresa de manutenção', company?.name ?? ''],
    ['CNPJ da empresa', company?.cnpj ? formatCnpj(company.cnpj) : ''],
    ['Registro Inmetro', company?.inmetroRegistration ?? ''],
    ['Gerado em', wallClockDate(report.generatedAt, report.timeZone)],
    ['Unidades', summary.units],
    ['Com serviço vencido', summary.overdue],
    ['Com serviço a vencer em breve', summary.soon],
    ['Pendências abertas', summary.pendencias],
    ['Chamados abertos', summary.chamados],
  ];
  for (const row of rows) {
    const added = summarySheet.addRow(row);
    if (row[1] instanceof Date) added.getCell(2).numFmt = 'dd/mm/yyyy hh:mm';
  }
  summarySheet.addRow(['Fuso horário', report.generatedLine.replace(/^.*\((.*)\)$/, '$1')]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

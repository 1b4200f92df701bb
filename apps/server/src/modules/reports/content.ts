import { ANALYTICS_TEXTS, tagStatusLabel, type AnalyticsDashboard, type ReportType } from '@portal/shared';
import { staticRows, type ReportCell, type ReportDocument, type ReportTable } from './document.js';
import { countryName, dayToDate, formatDate, REPORT_TYPE_LABELS } from './format.js';
import type { ReportScope, ReportsRepository } from './repository.js';

type ContentInput = {
  type: ReportType;
  dashboard: AnalyticsDashboard;
  scope: ReportScope;
  repository: ReportsRepository;
  includeCharts: boolean;
  includeRawData: boolean;
  /** Issue 44: the tags list of one site. */
  siteId?: string;
};

/** Each chunk of rows as cells, without holding more than one chunk. */
function mapChunks<Row>(source: () => AsyncIterable<Row[]>, cells: (row: Row) => ReportCell[]) {
  return async function* () {
    for await (const chunk of source()) yield chunk.map(cells);
  };
}

/** A list sheet: its title names the sheet too; its rows are read chunk by chunk, each row as cells. */
function listOf<Row>(
  title: string,
  columns: ReportTable['columns'],
  source: () => AsyncIterable<Row[]>,
  cells: (row: Row) => ReportCell[],
): ReportTable {
  return { title, sheetName: title, isList: true, columns, rows: mapChunks(source, cells) };
}

/** The type's list (clients, tags, pages), read from the database chunk by chunk within the scope. */
function listTable(
  type: Exclude<ReportType, 'overview'>,
  scope: ReportScope,
  repository: ReportsRepository,
  /** The range's last day: the clients listed are those the summary counts (as they stood then). */
  endDate: string,
  siteId?: string,
): ReportTable {
  switch (type) {
    case 'clients':
      return listOf(
        'Clientes',
        [
          { header: 'Nome', kind: 'text', width: 26 },
          { header: 'E-mail', kind: 'text', width: 30 },
          { header: 'Página', kind: 'text', width: 22 },
          { header: 'Status', kind: 'text', width: 10 },
          { header: 'Visualizações', kind: 'integer', width: 14 },
          { header: 'Tags', kind: 'integer', width: 8 },
          { header: 'Cadastro', kind: 'date', width: 12 },
        ],
        () => repository.clients(scope, endDate),
        (row) => [
          row.name,
          row.email,
          row.pageSlug === null ? null : `/p/${row.pageSlug}`,
          row.pageActive === null ? null : row.pageActive ? 'Ativa' : 'Inativa',
          row.views,
          row.tagCount,
          row.createdAt,
        ],
      );
    case 'tags':
      return listOf(
        'Tags',
        [
          { header: 'Código', kind: 'text', width: 16 },
          { header: 'Tipo', kind: 'text', width: 8 },
          { header: 'Status', kind: 'text', width: 12 },
          { header: 'Dono', kind: 'text', width: 26 },
          { header: 'Atribuída em', kind: 'date', width: 14 },
          { header: 'Último escaneamento', kind: 'datetime', width: 20 },
        ],
        () => repository.tags(scope, undefined, siteId),
        (row) => [
          row.code,
          row.type,
          tagStatusLabel(row.status),
          row.ownerName || row.ownerEmail,
          row.assignedAt,
          row.lastScanAt,
        ],
      );
    case 'pages':
      return listOf(
        'Páginas',
        [
          { header: 'Título', kind: 'text', width: 28 },
          { header: 'Slug', kind: 'text', width: 22 },
          { header: 'Status', kind: 'text', width: 10 },
          { header: 'Visualizações', kind: 'integer', width: 14 },
          { header: 'Visitantes únicos', kind: 'integer', width: 16 },
          { header: 'Último acesso', kind: 'datetime', width: 18 },
        ],
        () => repository.pages(scope),
        (row) => [
          row.title,
          row.slug,
          row.isActive ? 'Ativa' : 'Inativa',
          row.views,
          row.uniqueVisitors,
          row.lastAccessedAt,
        ],
      );
  }
}

/** The KPIs of the spec (with growth), then visitors and scans of the period. */
export function kpisOf(dashboard: AnalyticsDashboard): ReportDocument['kpis'] {
  const { overview, growth } = dashboard;
  return [
    { label: ANALYTICS_TEXTS.kpiClients, value: overview.totalClients, growth: growth.clientsGrowth },
    { label: ANALYTICS_TEXTS.kpiTags, value: overview.assignedTags, growth: growth.tagsGrowth },
    { label: ANALYTICS_TEXTS.kpiPages, value: overview.activePages, growth: growth.pagesGrowth },
    { label: ANALYTICS_TEXTS.kpiViews, value: overview.totalViews, growth: growth.viewsGrowth },
    { label: 'Visitantes únicos', value: overview.uniqueVisitors, growth: null },
    { label: 'Escaneamentos de tags', value: overview.totalScans, growth: null },
  ];
}

/** Top pages, countries, the daily series (includeRawData) and the type's list; the charts (includeCharts). */
export function reportContent(input: ContentInput): Pick<ReportDocument, 'kpis' | 'charts' | 'tables'> {
  const { charts } = input.dashboard;
  const tables: ReportTable[] = [
    {
      title: ANALYTICS_TEXTS.topPages,
      sheetName: 'Páginas mais visitadas',
      columns: [
        { header: 'Título', kind: 'text', width: 34 },
        { header: 'Slug', kind: 'text', width: 26 },
        { header: 'Visualizações', kind: 'integer', width: 14 },
      ],
      rows: staticRows(charts.topPages.map((page) => [page.title, page.slug, page.views])),
    },
    {
      title: ANALYTICS_TEXTS.topCountries,
      sheetName: 'Países',
      columns: [
        { header: 'País', kind: 'text', width: 26 },
        { header: 'Código', kind: 'text', width: 8 },
        { header: 'Visualizações', kind: 'integer', width: 14 },
        { header: 'Percentual', kind: 'percent', width: 12 },
      ],
      rows: staticRows(
        charts.geographicData.map((entry) => [
          countryName(entry.country),
          entry.country,
          entry.count,
          entry.percentage,
        ]),
      ),
    },
  ];
  if (input.includeRawData) {
    const clientsByDay = new Map(charts.clientsOverTime.map((point) => [point.date, point.count]));
    tables.push({
      title: 'Dados por dia',
      sheetName: 'Dados por dia',
      columns: [
        { header: 'Data', kind: 'day', width: 12 },
        { header: 'Visualizações', kind: 'integer', width: 14 },
        { header: 'Novos clientes', kind: 'integer', width: 14 },
      ],
      rows: staticRows(
        charts.pagesViewsOverTime.map((point) => [
          dayToDate(point.date),
          point.views,
          clientsByDay.get(point.date) ?? 0,
        ]),
      ),
    });
  }
  if (input.type !== 'overview')
    tables.push(listTable(input.type, input.scope, input.repository, input.dashboard.range.endDate, input.siteId));
  return {
    kpis: kpisOf(input.dashboard),
    charts: input.includeCharts
      ? {
          viewsOverTime: charts.pagesViewsOverTime,
          tagStatus: charts.tagStatusDistribution.map((entry) => ({
            ...entry,
            label: tagStatusLabel(entry.status),
          })),
        }
      : null,
    tables,
  };
}

/**
 * The one table of an overview CSV: section, item, value, percent (KPIs with growth, top pages, countries and,
 * with includeRawData, the daily series). A list type's CSV is its list.
 */
export function overviewCsvTable(document: Pick<ReportDocument, 'kpis' | 'tables'>): ReportTable {
  return {
    title: REPORT_TYPE_LABELS.overview,
    sheetName: REPORT_TYPE_LABELS.overview,
    columns: [
      { header: 'Seção', kind: 'text', width: 1 },
      { header: 'Item', kind: 'text', width: 1 },
      { header: 'Valor', kind: 'integer', width: 1 },
      { header: 'Percentual (%)', kind: 'decimal', width: 1 },
    ],
    rows: async function* () {
      yield document.kpis.map((kpi) => ['Indicadores', kpi.label, kpi.value, kpi.growth]);
      for (const table of document.tables) {
        for await (const chunk of table.rows()) {
          yield chunk.map((row) => {
            const value = row.find((cell, index) => table.columns[index]!.kind === 'integer') ?? null;
            const percent = row.find((cell, index) => table.columns[index]!.kind === 'percent') ?? null;
            const label = row[0] instanceof Date ? formatDate(row[0]) : row[0];
            return [table.title, label ?? null, value, percent];
          });
        }
      }
    },
  };
}

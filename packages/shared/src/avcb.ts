/**
 * The AVCB report (issue 44 item 7): per site, a PDF and an XLSX of every unit with its levels' dates and states,
 * open pendências and chamados, for the Corpo de Bombeiros' inspection. GET /api/admin/sites/{id}/avcb.pdf|.xlsx.
 */
import type { EquipmentDue } from './maintenance.js';

export const AVCB_TEXTS = {
  title: 'Relatório AVCB',
  pdf: 'PDF',
  excel: 'Excel',
  downloadFailed: 'Não foi possível gerar o relatório AVCB. Tente novamente.',
  cover: 'Relatório de equipamentos de segurança contra incêndio',
  noUnits: 'Nenhum equipamento neste local.',
  noCompany: 'Empresa de manutenção não configurada',
} as const;

/** A level's state as the report writes it: never a guess ('—' when there is no date to judge by). */
export const AVCB_STATE_LABELS: Record<EquipmentDue, string> = {
  ok: 'Em dia',
  soon: 'Vence em breve',
  overdue: 'Vencido',
  none: '—',
};

/** avcb-edificio-aurora-2026-11-29.pdf: the site's name as a file name (ASCII, dashes). */
export function avcbFileName(siteName: string, day: string, extension: 'pdf' | 'xlsx'): string {
  const slug = siteName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `avcb-${slug || 'local'}-${day}.${extension}`;
}

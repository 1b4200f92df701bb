import {
  AVCB_STATE_LABELS,
  DEFAULT_TIME_ZONE,
  EQUIPMENT_CLASS_LABELS,
  EXTINGUISHER_AGENT_LABELS,
  PROBLEM_KIND_LABELS,
  SERVICE_LEVEL_LABELS,
  SERVICE_LEVELS,
  dayInTimeZone,
  formatDate,
  formatTime,
  type EquipmentDue,
  type ServiceCompany,
  type ServiceLevel,
  type Site,
} from '@portal/shared';
import type { FireSafetyService } from '../../maintenance/fire-safety/service.js';
import type { ProblemReportsService } from '../../problem-reports/service.js';
import type { SitesService } from '../service.js';

/** One level of a unit as the report writes it; a level the class has no interval for is '—' throughout. */
export type AvcbLevel = {
  level: ServiceLevel;
  label: string;
  lastDate: string | null;
  nextDate: string | null;
  due: EquipmentDue;
  /** 'Em dia', 'Vence em breve', 'Vencido' or '—'. */
  state: string;
};

/** One unit (an equipment tag of the site) as the report lists it. */
export type AvcbUnit = {
  tagId: string;
  code: string;
  place: string | null;
  /** 'Extintor'; null: no class given. */
  classLabel: string | null;
  /** 'Pó ABC'; null: not an extinguisher. */
  agent: string | null;
  capacity: number | null;
  capacityUnit: string | null;
  levels: AvcbLevel[];
  /** The items of the open pendências. */
  pendencias: string[];
  /** The open chamados (ABERTO or EM_ATENDIMENTO): kind and opening instant. */
  chamados: Array<{ kind: string; createdAt: Date }>;
  /** Who signed the newest levelled record. */
  technician: string | null;
};

export type AvcbSummary = { units: number; overdue: number; soon: number; pendencias: number; chamados: number };

/** Everything both files show, assembled once. */
export type AvcbReport = {
  site: Site;
  generatedAt: Date;
  timeZone: string;
  /** 'Gerado em 29/11/2026 às 08:15 (horário de Brasília)'. */
  generatedLine: string;
  /** The installation's service company (a unit's own record may name another: not on the cover). */
  company: ServiceCompany | null;
  units: AvcbUnit[];
  summary: AvcbSummary;
};

type AvcbDeps = {
  sites: Pick<SitesService, 'equipmentOfSite'>;
  fireSafety: Pick<FireSafetyService, 'units' | 'settings'>;
  problemReports: Pick<ProblemReportsService, 'openOfTags'>;
  timeZone: string;
  now?: () => Date;
};

export function generatedLine(at: Date, timeZone: string): string {
  const zone = timeZone === DEFAULT_TIME_ZONE ? 'horário de Brasília' : `fuso ${timeZone}`;
  return `Gerado em ${formatDate(at, timeZone)} às ${formatTime(at, timeZone)} (${zone})`;
}

const capacityFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
/** '4 kg', '10 L'; null without a capacity. */
export const capacityText = (unit: Pick<AvcbUnit, 'capacity' | 'capacityUnit'>) =>
  unit.capacity === null ? null : `${capacityFormat.format(unit.capacity)} ${unit.capacityUnit ?? ''}`.trim();

/**
 * The AVCB report's data (issue 44 item 7): the site's equipment (sites), each unit's class, levels, pendências and
 * technician (fireSafety.units) and its open chamados (problemReports): one call of each for the whole site, never
 * one per unit. Units come by place, then code (the sites' order).
 */
export function createAvcbReport(deps: AvcbDeps) {
  const clock = deps.now ?? (() => new Date());
  return async function assemble(siteId: string): Promise<AvcbReport> {
    const generatedAt = clock();
    const today = dayInTimeZone(generatedAt, deps.timeZone);
    const { site, equipment } = await deps.sites.equipmentOfSite(siteId);
    const tagIds = equipment.map((tag) => tag.id);
    const [classed, chamados, settings] = await Promise.all([
      deps.fireSafety.units(tagIds, today),
      deps.problemReports.openOfTags(tagIds),
      deps.fireSafety.settings(),
    ]);
    const unitOf = new Map(classed.map((unit) => [unit.tagId, unit]));
    const chamadosOf = new Map<string, AvcbUnit['chamados']>();
    for (const row of chamados)
      chamadosOf.set(row.tagId, [
        ...(chamadosOf.get(row.tagId) ?? []),
        { kind: PROBLEM_KIND_LABELS[row.kind], createdAt: row.createdAt },
      ]);

    const units = equipment.map((tag): AvcbUnit => {
      const unit = unitOf.get(tag.id);
      const data = unit?.extinguisher ?? null;
      return {
        tagId: tag.id,
        code: tag.code,
        place: tag.place,
        classLabel: unit ? EQUIPMENT_CLASS_LABELS[unit.class] : null,
        agent: data ? EXTINGUISHER_AGENT_LABELS[data.agent] : null,
        capacity: data?.capacity ?? null,
        capacityUnit: data?.capacityUnit ?? null,
        levels: SERVICE_LEVELS.map((level) => {
          const state = unit?.levels.find((known) => known.level === level);
          const due = state?.due ?? 'none';
          return {
            level,
            label: SERVICE_LEVEL_LABELS[level],
            lastDate: state?.lastDate ?? null,
            nextDate: state?.nextDate ?? null,
            due,
            state: AVCB_STATE_LABELS[due],
          };
        }),
        pendencias: unit?.openPendencias ?? [],
        chamados: chamadosOf.get(tag.id) ?? [],
        technician: unit?.lastTechnician ?? null,
      };
    });
    const anyLevel = (unit: AvcbUnit, due: EquipmentDue) => unit.levels.some((level) => level.due === due);
    return {
      site,
      generatedAt,
      timeZone: deps.timeZone,
      generatedLine: generatedLine(generatedAt, deps.timeZone),
      company: settings.company,
      units,
      summary: {
        units: units.length,
        // A unit counts once: overdue when any level is; due soon when one is and none is overdue.
        overdue: units.filter((unit) => anyLevel(unit, 'overdue')).length,
        soon: units.filter((unit) => !anyLevel(unit, 'overdue') && anyLevel(unit, 'soon')).length,
        pendencias: units.reduce((sum, unit) => sum + unit.pendencias.length, 0),
        chamados: units.reduce((sum, unit) => sum + unit.chamados.length, 0),
      },
    };
  };
}

export type AssembleAvcbReport = ReturnType<typeof createAvcbReport>;

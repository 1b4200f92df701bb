/**
 * The due dates of an equipment's service levels (issue 44 item 4): the next date of a level is the last record of
 * that level (or a higher one: a level 2 record includes an inspection, a level 3 a maintenance) plus the class's
 * interval in calendar months, kept as nextServiceAfter keeps them (31/01 + 1 month = 28/02).
 */
import { z } from 'zod';
import {
  EQUIPMENT_CLASSES,
  EQUIPMENT_CLASS_LABELS,
  EXTINGUISHER_AGENT_LABELS,
  extinguisherDataOutSchema,
  SERVICE_LEVEL_LABELS,
  SERVICE_LEVELS,
  serviceCompanyOutSchema,
  type EquipmentClass,
  type ExtinguisherData,
  type LevelIntervals,
  type ServiceCompany,
  type ServiceLevel,
} from './fire-safety.js';
import { formatCnpj } from './cnpj.js';
import { dueStateOf, nextServiceAfter, type EquipmentDue } from './maintenance.js';

export const levelStateSchema = z.object({
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  label: z.string(),
  /** The newest record that counts for this level (its own or a higher level's); null: none. */
  lastDate: z.string().nullable(),
  nextDate: z.string().nullable(),
  due: z.enum(['overdue', 'soon', 'ok', 'none']),
  /** 'Inspeção válida até 03/2027', 'Teste hidrostático vence em 2028'. */
  text: z.string(),
});
export type LevelState = z.infer<typeof levelStateSchema>;

const monthYear = (day: string) => `${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The line of one level, in the shape the issue gives: month and year for levels 1-2, the year for the test. */
export function levelText(level: ServiceLevel, nextDate: string | null, due: EquipmentDue): string {
  if (!nextDate) return `${SERVICE_LEVEL_LABELS[level]}: sem registro`;
  if (level === 3)
    return due === 'overdue'
      ? `Teste hidrostático vencido desde ${nextDate.slice(0, 4)}`
      : `Teste hidrostático vence em ${nextDate.slice(0, 4)}`;
  const name = level === 1 ? 'Inspeção' : 'Manutenção';
  return due === 'overdue'
    ? `${name} vencida desde ${monthYear(nextDate)}`
    : `${name} válida até ${monthYear(nextDate)}`;
}

/**
 * Each level's state on `today`. `lastByLevel`: the newest record date of each level; `hydrostaticTestYear`: the
 * extinguisher's last test year, counted (as that year's 31/12) when no level 3 record is newer.
 */
export function levelStatesOf(
  lastByLevel: Partial<Record<ServiceLevel, string>>,
  intervals: Partial<LevelIntervals>,
  today: string,
  hydrostaticTestYear?: number | null,
): LevelState[] {
  // A level without an interval (a class an admin gave none) has no due date to show.
  return SERVICE_LEVELS.filter((level) => intervals[level]).map((level) => {
    const counted = SERVICE_LEVELS.filter((other) => other >= level)
      .map((other) => lastByLevel[other])
      .filter((day): day is string => Boolean(day));
    // A test year counts for the test only: it says nothing of the unit's inspection or recharge.
    if (level === 3 && hydrostaticTestYear) counted.push(`${hydrostaticTestYear}-12-31`);
    const lastDate = counted.sort().at(-1) ?? null;
    const nextDate = lastDate
      ? nextServiceAfter(lastDate, { intervalDays: null, intervalMonths: intervals[level] ?? null })
      : null;
    const due = dueStateOf(nextDate, today);
    return {
      level,
      label: SERVICE_LEVEL_LABELS[level],
      lastDate,
      nextDate,
      due,
      text: levelText(level, nextDate, due),
    };
  });
}

/** GET /tecnico/equipment/{tagId}/asset: the class, its data, each level's dates and the checklist to answer. */
export const equipmentAssetResponseSchema = z.object({
  tagId: z.string(),
  class: z.enum(EQUIPMENT_CLASSES).nullable(),
  extinguisher: extinguisherDataOutSchema.nullable(),
  levels: z.array(levelStateSchema),
  /** The class's checklist items, in order (empty without a class). */
  checklist: z.array(z.string()),
  /** The company of the newest levelled record (its own, else the installation's). */
  company: serviceCompanyOutSchema.nullable(),
  openPendencias: z.number().int(),
});
export type EquipmentAssetResponse = z.infer<typeof equipmentAssetResponseSchema>;

/** What /t and /p show of a classed equipment: the class, the agent, each level's line, the company. */
export type PublicFireSafety = {
  classLabel: string;
  /** 'Pó ABC · 4 kg'; null for other classes. */
  agentLine: string | null;
  levels: Array<{ level: ServiceLevel; text: string; due: EquipmentDue }>;
  /** 'Extintec Ltda · CNPJ 12.345.678/0001-95 · Registro Inmetro nº 000123'. */
  companyLine: string | null;
};

const capacityOf = (data: ExtinguisherData) =>
  `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(data.capacity)} ${data.capacityUnit}`;

export function publicFireSafetyOf(
  equipmentClass: EquipmentClass,
  extinguisher: ExtinguisherData | null,
  levels: LevelState[],
  company: ServiceCompany | null,
): PublicFireSafety {
  return {
    classLabel: EQUIPMENT_CLASS_LABELS[equipmentClass],
    agentLine: extinguisher ? `${EXTINGUISHER_AGENT_LABELS[extinguisher.agent]} · ${capacityOf(extinguisher)}` : null,
    levels: levels.map(({ level, text, due }) => ({ level, text, due })),
    companyLine: company
      ? [
          company.name,
          company.cnpj ? `CNPJ ${formatCnpj(company.cnpj)}` : '',
          company.inmetroRegistration ? `Registro Inmetro nº ${company.inmetroRegistration}` : '',
        ]
          .filter(Boolean)
          .join(' · ')
      : null,
  };
}

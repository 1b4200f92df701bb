/**
 * Meters (issue 44 item 5): a record's horímetro reading and a plan's interval in hours, as the API takes and gives
 * them. No import of maintenance.ts here: maintenance.ts builds its schemas from these (the rule in meters.ts
 * imports maintenance.ts, so this file breaks the cycle).
 */
import { z } from 'zod';

/** A reading's ceiling: a machine running all day for 100 years stays under it. */
export const METER_MAX_HOURS = 999_999.9;
/** An hours interval's ceiling. */
export const INTERVAL_HOURS_MAX = 100_000;

export const METER_TEXTS = {
  meterReadingInvalid: 'Horímetro: informe as horas como um número de 0 a 999.999,9, com no máximo 1 casa decimal.',
  intervalHoursInvalid: 'O intervalo em horas deve ser um número inteiro de 1 a 100.000.',
  /** A reading lower than an earlier one (a meter does not go back). */
  meterBackwards: (hours: string, date: string) =>
    `O horímetro não volta: a leitura de ${date} foi de ${hours} h. Informe uma leitura igual ou maior.`,
  /** A backdated reading higher than a later one. */
  meterAheadOfLater: (hours: string, date: string) =>
    `O horímetro não volta: a leitura de ${date}, posterior a esta, foi de ${hours} h. Informe uma leitura igual ou menor.`,
  meterLabel: 'Horímetro (h)',
  meterHint: 'Leitura do horímetro no dia do serviço, em horas (ex.: 1234,5).',
  intervalHoursLabel: 'A cada ... h (opcional)',
  intervalHoursHint: 'Com horas e dias/meses, vale o que vier primeiro.',
  lastReading: 'Última leitura do horímetro',
  averageUse: 'Uso médio',
  estimate: 'Estimativa pelo horímetro',
  cannotEstimate:
    'Ainda não é possível estimar pelo horímetro: são necessárias ao menos 2 leituras em dias diferentes.',
  noServiceReading: 'O último serviço não tem leitura do horímetro: a data segue só o calendário.',
  zeroUse: 'Sem uso registrado no horímetro: a data segue o calendário.',
  estimated: 'estimada',
} as const;

/** Hours with at most one decimal, from 0 to METER_MAX_HOURS. */
export const isMeterReading = (value: number) =>
  Number.isFinite(value) &&
  value >= 0 &&
  value <= METER_MAX_HOURS &&
  Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;

/** A record's `meterReading`: optional, null clears it on a PATCH. */
export const meterReadingSchema = z
  .union([z.number(), z.null()], { error: METER_TEXTS.meterReadingInvalid })
  .optional()
  .refine((value) => value === undefined || value === null || isMeterReading(value), METER_TEXTS.meterReadingInvalid);

/** A plan's `intervalHours`: optional, null (or absent) means no hours rule. */
export const intervalHoursSchema = z
  .union([z.number(), z.null()], { error: METER_TEXTS.intervalHoursInvalid })
  .optional()
  .refine(
    (value) =>
      value === undefined || value === null || (Number.isInteger(value) && value >= 1 && value <= INTERVAL_HOURS_MAX),
    METER_TEXTS.intervalHoursInvalid,
  );

export const NEXT_SERVICE_RULES = ['calendar', 'hours'] as const;
export type NextServiceRule = (typeof NEXT_SERVICE_RULES)[number];
/** Why the hours gave no date: too few readings, no reading on the last service, or no use. */
export const NO_ESTIMATE_REASONS = ['few-readings', 'no-service-reading', 'zero-use'] as const;

/** An equipment's meter on its sheet (GET /tecnico/equipment/{id}): the last reading, the use and the forecast. */
export const equipmentMeterSchema = z.object({
  lastReading: z.object({ date: z.string(), hours: z.number() }).nullable(),
  /** Hours per day over the readings of the last 12 months; null with fewer than 2 readings on different days. */
  avgHoursPerDay: z.number().nullable(),
  forecast: z.object({
    /** The earlier of the two dates; null when neither rule gives one. */
    date: z.string().nullable(),
    rule: z.enum(NEXT_SERVICE_RULES).nullable(),
    /** True when the hours decided: the date is an estimate from the average use. */
    estimated: z.boolean(),
    calendarDate: z.string().nullable(),
    hoursDate: z.string().nullable(),
    /** The reading at which the hours interval is reached (last service's reading + intervalHours). */
    dueAtHours: z.number().nullable(),
    noEstimate: z.enum(NO_ESTIMATE_REASONS).nullable(),
  }),
});
export type EquipmentMeter = z.infer<typeof equipmentMeterSchema>;
export type NextServiceForecast = EquipmentMeter['forecast'];

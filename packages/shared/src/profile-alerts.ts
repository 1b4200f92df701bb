/**
 * A profile's critical alerts (issue 41, item 2): up to three short lines a responder reads before anything else
 * ('Anticoagulado (varfarina)', 'Diabetes tipo 1', 'Alergia grave: penicilina'), with a level of their own
 * (visibility.criticalAlerts; until set, the medical info's).
 */
import { z } from 'zod';

export const MAX_CRITICAL_ALERTS = 3;
export const CRITICAL_ALERT_MAX_LENGTH = 60;

export const CRITICAL_ALERT_TEXTS = {
  title: 'Alertas críticos',
  hint: 'O que o socorrista deve saber primeiro: até 3 alertas curtos, como "Anticoagulado (varfarina)".',
  placeholder: 'Ex.: Alergia grave: penicilina',
  label: (position: number) => `Alerta crítico ${position}`,
  /** The live count beside each alert ('12/60'). */
  count: (length: number) => `${length}/${CRITICAL_ALERT_MAX_LENGTH}`,
  notAList: 'criticalAlerts deve ser uma lista de textos.',
  tooMany: `No máximo ${MAX_CRITICAL_ALERTS} alertas críticos.`,
  tooLong: `Cada alerta crítico tem no máximo ${CRITICAL_ALERT_MAX_LENGTH} caracteres.`,
} as const;

/** Characters as a person counts them (an emoji or an accented letter is one). */
export const alertLength = (alert: string) => [...alert].length;

/** `criticalAlerts` as a write sends it: each trimmed, empty ones dropped, then at most three of at most 60. */
export const criticalAlertsSchema = z
  .array(z.string({ error: CRITICAL_ALERT_TEXTS.notAList }).nullable(), { error: CRITICAL_ALERT_TEXTS.notAList })
  .transform((list) => list.map((alert) => (alert ?? '').trim()).filter(Boolean))
  .superRefine((list, ctx) => {
    if (list.length > MAX_CRITICAL_ALERTS) ctx.addIssue({ code: 'custom', message: CRITICAL_ALERT_TEXTS.tooMany });
    const long = list.findIndex((alert) => alertLength(alert) > CRITICAL_ALERT_MAX_LENGTH);
    if (long >= 0) ctx.addIssue({ code: 'custom', path: [long], message: CRITICAL_ALERT_TEXTS.tooLong });
  });

/** The alerts as stored (a JSON column): strings only, whatever an older row holds. */
export const readCriticalAlerts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((alert): alert is string => typeof alert === 'string' && alert !== '') : [];

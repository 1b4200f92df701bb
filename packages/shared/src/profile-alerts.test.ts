import { describe, expect, it } from 'vitest';
import { CRITICAL_ALERT_TEXTS, criticalAlertsSchema } from './profile-alerts.js';

const messages = (value: unknown) => criticalAlertsSchema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('critical alerts (issue 41)', () => {
  it('are trimmed, and empty ones are dropped', () => {
    expect(criticalAlertsSchema.parse(['  Diabetes tipo 1 ', '', '   ', null, 'Anticoagulado (varfarina)'])).toEqual([
      'Diabetes tipo 1',
      'Anticoagulado (varfarina)',
    ]);
  });

  it('are at most three: "No máximo 3 alertas críticos."', () => {
    expect(messages(['a', 'b', 'c', 'd'])).toEqual(['No máximo 3 alertas críticos.']);
    expect(criticalAlertsSchema.parse(['a', 'b', 'c', ''])).toEqual(['a', 'b', 'c']);
  });

  it('each has at most 60 characters, counted as people count them', () => {
    expect(criticalAlertsSchema.parse(['á'.repeat(60)])).toEqual(['á'.repeat(60)]);
    expect(messages(['x'.repeat(61)])).toEqual([CRITICAL_ALERT_TEXTS.tooLong]);
    expect(CRITICAL_ALERT_TEXTS.tooLong).toBe('Cada alerta crítico tem no máximo 60 caracteres.');
  });

  it('must be a list of texts', () => {
    expect(messages('Diabetes')).toEqual(['criticalAlerts deve ser uma lista de textos.']);
    expect(messages([1])).toEqual(['criticalAlerts deve ser uma lista de textos.']);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { PocketCardContent } from './content.js';
import { lockscreenSvg } from './lockscreen.js';
import { loadTextMeasurer } from './text-fit.js';

const content: PocketCardContent = {
  kind: 'PERSON',
  name: 'Rita Alertas',
  criticalAlerts: ['Anticoagulado (varfarina)', 'Diabetes tipo 1'],
  bloodType: 'O-',
  allergies: ['Penicilina'],
  medications: [],
  conditions: [],
  contacts: [{ name: 'Rui', relationship: 'Irmão', phone: '(21) 99999-0000' }],
  url: 'https://exemplo.com/p/rita',
};

beforeAll(loadTextMeasurer);

describe('the lock-screen image (issue 41)', () => {
  it('draws the critical alerts right after the name, before the blood type, allergies and contacts', () => {
    const svg = lockscreenSvg(content, 1170, 2532);
    const at = (text: string) => svg.indexOf(text);
    for (const text of ['ALERTAS CRÍTICOS', 'Anticoagulado (varfarina)', 'Diabetes tipo 1'])
      expect(at(text)).toBeGreaterThan(0);
    expect(at('Rita Alertas')).toBeLessThan(at('Anticoagulado'));
    expect(at('Diabetes tipo 1')).toBeLessThan(at('O-'));
    expect(at('O-')).toBeLessThan(at('Penicilina'));
    expect(at('Penicilina')).toBeLessThan(at('(21) 99999-0000'));
  });
});

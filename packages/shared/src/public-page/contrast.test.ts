import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, readableShade } from './contrast.js';
import { CRITICAL_ALERT_COLORS, FIREFIGHTERS_BUTTON, themeVars, WHATSAPP_BUTTON } from './styles.js';

describe('contrast of the theme colours', () => {
  it('measures the WCAG ratio: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3B82F6', '#3b82f6')).toBe(1);
    expect(contrastRatio('#FFFFFF', '#3B82F6')).toBeCloseTo(3.68, 2);
  });

  it('keeps a colour that already reads on the background', () => {
    expect(readableShade('#1D4ED8', '#FFFFFF')).toBe('#1D4ED8');
  });

  it('darkens the default blue and a green just enough to read on white (4.5:1)', () => {
    for (const color of ['#3B82F6', '#16A34A', '#FACC15']) {
      const shade = readableShade(color, '#FFFFFF');
      expect(contrastRatio(shade, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
      // Only as far as needed: one step lighter would not read.
      expect(contrastRatio(shade, '#FFFFFF')).toBeLessThan(6);
    }
  });

  it('lightens a colour on a dark background', () => {
    const shade = readableShade('#1E3A8A', '#111827');
    expect(contrastRatio(shade, '#111827')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, '#000000')).toBeGreaterThan(contrastRatio('#1E3A8A', '#000000'));
  });

  it("gives the page the primary colour that reads on white cards and the one that reads on the page's background", () => {
    const vars = themeVars({
      primaryColor: '#3B82F6',
      backgroundColor: '#F3F4F6',
      textColor: '#111827',
      fontFamily: 'Inter, sans-serif',
    }) as Record<string, string>;
    expect(contrastRatio(vars['--primary']!, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars['--primary-on-bg']!, '#F3F4F6')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the responder-first colours (issue 41)', () => {
  it('the critical alerts, "Bombeiros 193" and "WhatsApp" read at 4.5:1 or more', () => {
    for (const colours of [CRITICAL_ALERT_COLORS, FIREFIGHTERS_BUTTON, WHATSAPP_BUTTON]) {
      expect(contrastRatio(colours.text, colours.background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});

// pt-BR names for the raw codes the API answers (countries, device classes, plural counts): no screen shows 'BR',
// 'XX' or 'mobile' as they are stored.

/** Not in the spec's texts: the name shown for an unknown country (code 'XX' or none). */
const UNKNOWN_COUNTRY = 'Desconhecido';

// fallback 'none': an unassigned code has no name (not the code echoed back).
const regionNames = new Intl.DisplayNames(['pt-BR'], { type: 'region', fallback: 'none' });
/** The codes that mean 'no country': geoip's XX and CLDR's own unknown region ZZ. */
const NO_COUNTRY = new Set(['XX', 'ZZ']);

/** An ISO 3166-1 alpha-2 code as its pt-BR name ('BR' → 'Brasil'); 'XX' or anything unknown → 'Desconhecido'. */
export function countryName(code: string | null | undefined): string {
  if (!code || !/^[A-Za-z]{2}$/.test(code) || NO_COUNTRY.has(code.toUpperCase())) return UNKNOWN_COUNTRY;
  try {
    return regionNames.of(code.toUpperCase()) ?? UNKNOWN_COUNTRY;
  } catch {
    return UNKNOWN_COUNTRY;
  }
}

/** Not in the spec's texts: a view's or scan's device class in pt-BR. */
const DEVICE_LABELS: Record<string, string> = {
  mobile: 'Celular',
  tablet: 'Tablet',
  desktop: 'Computador',
  unknown: 'Desconhecido',
};
export const deviceLabel = (device: string) => DEVICE_LABELS[device.toLowerCase()] ?? device;

const numberFormat = new Intl.NumberFormat('pt-BR');

/**
 * '1 visualização', '2 visualizações', '1.234 visualizações', '0 tags': the count in pt-BR with the word that
 * agrees (only 1 is singular: CLDR's pt rule would also make '0 tag', which reads wrong on a screen).
 */
export const countOf = (count: number, one: string, other: string) =>
  `${numberFormat.format(count)} ${count === 1 ? one : other}`;

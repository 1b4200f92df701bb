// pt-BR names for the raw codes the API answers (countries, device classes, plural counts): no screen shows 'BR',
// 'XX' or 'mobile' as they are stored.

/** Not in the spec's texts: the name shown for an unknown country (code 'XX' or none). */
const UNKNOWN_COUNTRY = 'Desconhecido';

const regionNames = new Intl.DisplayNames(['pt-BR'], { type: 'region' });

/** An ISO 3166-1 alpha-2 code as its pt-BR name ('BR' → 'Brasil'); 'XX' or anything unknown → 'Desconhecido'. */
export function countryName(code: string | null | undefined): string {
  if (!code || !/^[A-Za-z]{2}$/.test(code) || code.toUpperCase() === 'XX') return UNKNOWN_COUNTRY;
  try {
    const name = regionNames.of(code.toUpperCase());
    // Intl answers an unassigned code with the code itself.
    return name && name.toUpperCase() !== code.toUpperCase() ? name : UNKNOWN_COUNTRY;
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

const pluralRules = new Intl.PluralRules('pt-BR');
const numberFormat = new Intl.NumberFormat('pt-BR');

/** '1 visualização', '2 visualizações', '1.234 visualizações': the count in pt-BR with the word that agrees. */
export const countOf = (count: number, one: string, other: string) =>
  `${numberFormat.format(count)} ${pluralRules.select(count) === 'one' ? one : other}`;

/** How a scan reads to its owner: the time in Brasília, the place at city level at most, the device in words. */
const TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const COUNTRY_NAMES = new Intl.DisplayNames(['pt-BR'], { type: 'region' });
const DEVICES: Record<string, string> = { mobile: 'celular', tablet: 'tablet', desktop: 'computador' };

export const scanTime = (at: Date): string => TIME.format(at);

/** 'BR' -> 'Brasil'; the analytics' 'XX' (a private or unknown address) -> 'local desconhecido'. */
export function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code) || code === 'XX') return 'local desconhecido';
  try {
    return COUNTRY_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}

export const placeOf = (country: string, city: string | null): string =>
  city ? `${city}, ${countryName(country)}` : countryName(country);

export const deviceName = (device: string): string => DEVICES[device] ?? device;

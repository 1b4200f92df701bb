import { DEFAULT_TIME_ZONE, formatDateTime, formatTime } from '@portal/shared';
import { countryNameOf } from './geoip.js';
/** How a scan reads to its owner: the time in Brasília, the place at city level at most, the device in words. */
const DEVICES: Record<string, string> = { mobile: 'celular', tablet: 'tablet', desktop: 'computador' };

/** '19/11/2026 22:30 (horário de Brasília)': the scan on the installation's clock, naming it. */
export const scanTime = (at: Date, timeZone: string = DEFAULT_TIME_ZONE): string =>
  `${formatDateTime(at, timeZone)} (${zoneNote(timeZone)})`;

const zoneNote = (timeZone: string) => (timeZone === DEFAULT_TIME_ZONE ? 'horário de Brasília' : `fuso ${timeZone}`);

/** '22:30 (horário de Brasília)': a time of today on the installation's clock, naming it. */
export const clockTime = (at: Date, timeZone: string = DEFAULT_TIME_ZONE): string =>
  `${formatTime(at, timeZone)} (${zoneNote(timeZone)})`;

/** 'BR' -> 'Brasil'; the analytics' 'XX' (a private or unknown address) -> 'local desconhecido'. */
export const countryName = (code: string): string => countryNameOf(code) ?? 'local desconhecido';

export const placeOf = (country: string, city: string | null): string =>
  city ? `${city}, ${countryName(country)}` : countryName(country);

export const deviceName = (device: string): string => DEVICES[device] ?? device;

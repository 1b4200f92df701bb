import { z } from 'zod';
import {
  API_TOKEN_TEXTS,
  apiTokenDomainsFor,
  dayInTimeZone,
  createApiTokenSchema,
  type ApiTokenDomain,
  type CreateApiTokenInput,
  type Role,
} from '@portal/shared';
import { APP_TIME_ZONE } from '@/lib/format';

/** The form's fields: the API's name and scopes, and the expiry as a calendar day (the date input's value or ''). */
export const tokenFormSchema = createApiTokenSchema
  .pick({ name: true, scopes: true })
  .extend({ expiresOn: z.union([z.literal(''), z.iso.date({ error: 'Data inválida.' })]) })
  // Today is allowed: the token ends tonight, Brasília time (endOfDay).
  .refine((values) => !values.expiresOn || values.expiresOn >= dayInTimeZone(new Date(), APP_TIME_ZONE), {
    path: ['expiresOn'],
    message: API_TOKEN_TEXTS.expiryPast,
  });
export type TokenFormValues = z.input<typeof tokenFormSchema>;
export type TokenFormOutput = z.output<typeof tokenFormSchema>;

/** The domains the account's role may give a token, in the order the form lists them. */
export const domainsFor = (role: Role): readonly ApiTokenDomain[] => apiTokenDomainsFor(role);

/** The zone's offset from UTC at `instant`, in ms (Brasília: -3 h). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The last moment of a calendar day (YYYY-MM-DD) in the installation's zone: a token 'expira em' that day, inclusive. */
export function endOfDay(day: string, timeZone: string = APP_TIME_ZONE): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallEnd = Date.UTC(year, month - 1, date, 23, 59, 59, 999);
  return new Date(wallEnd - offsetAt(wallEnd, timeZone)).toISOString();
}

export function toCreateInput(values: TokenFormOutput): CreateApiTokenInput {
  return {
    name: values.name,
    scopes: values.scopes,
    ...(values.expiresOn ? { expiresAt: endOfDay(values.expiresOn) } : {}),
  };
}

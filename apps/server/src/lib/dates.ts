/** "Today" as Brazil reads it: the calendar day in America/Sao_Paulo (due states, future dates, daily digests). */
const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of `now` in America/Sao_Paulo. */
export const todayInSaoPaulo = (now: Date = new Date()): string => SAO_PAULO_DAY.format(now);

/** A YYYY-MM-DD day plus (or minus) whole days. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

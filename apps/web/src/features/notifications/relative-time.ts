const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });
const date = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** 'agora', 'há 5 minutos', 'há 2 horas', 'ontem', 'há 3 dias'; older than a week: the date. */
export function formatRelativeTime(timestamp: number, now: number = Date.now()): string {
  const seconds = Math.round((timestamp - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'agora';
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
  return date.format(timestamp);
}

// pt-BR formatting through Intl: one place for dates, numbers and money.
const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const dayMonthFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' });
const numberFormat = new Intl.NumberFormat('pt-BR');
const currencyFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

export const formatDate = (value: string | number | Date) => dateFormat.format(toDate(value));
export const formatDateTime = (value: string | number | Date) => dateTimeFormat.format(toDate(value));
export const formatDayMonth = (value: string | number | Date) => dayMonthFormat.format(toDate(value));
export const formatNumber = (value: number) => numberFormat.format(value);
export const formatCurrency = (value: number) => currencyFormat.format(value);
export const formatPercent = (value: number, digits = 1) =>
  new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: digits }).format(value / 100);

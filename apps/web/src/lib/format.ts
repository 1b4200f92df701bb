// pt-BR formatting through Intl: one place for dates and numbers.
const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const numberFormat = new Intl.NumberFormat('pt-BR');

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

export const formatDate = (value: string | number | Date) => dateFormat.format(toDate(value));
export const formatDateTime = (value: string | number | Date) => dateTimeFormat.format(toDate(value));
export const formatNumber = (value: number) => numberFormat.format(value);

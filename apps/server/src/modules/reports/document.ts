import type { ReportFormat, ReportType, TagStatus } from '@portal/shared';

/** One cell of a report table: formatted by each writer for its medium (PDF text, typed Excel cell, CSV text). */
export type ReportCell = string | number | Date | null;

/**
 * How a column's cells are written. `percent` holds 0-100 (12.5 means 12,5 %); `day` a calendar day of the range (a Date
 * at 00:00 UTC, dd/mm/aaaa as it is); `date` an instant's day on the installation's clock (dd/mm/aaaa);
 * `datetime` an instant (dd/mm/aaaa hh:mm on the installation's clock, `ReportDocument.timeZone`).
 */
export type ReportColumnKind = 'text' | 'integer' | 'decimal' | 'percent' | 'day' | 'date' | 'datetime';

export type ReportColumn = {
  header: string;
  kind: ReportColumnKind;
  /** Relative width (Excel: characters). */ width: number;
};

/** A table of the report; its rows come chunk by chunk (a list of any length is never whole in memory). */
export type ReportTable = {
  title: string;
  /** Excel sheet name (at most 31 characters). */
  sheetName: string;
  columns: ReportColumn[];
  rows: () => AsyncIterable<ReportCell[][]>;
  /** The type's list (clients, tags, pages): may be long, so the PDF pages it with its header repeated. */
  isList?: boolean;
};

export type ReportKpi = {
  label: string;
  value: number;
  /** Percent vs the previous period; null: nothing before. */ growth: number | null;
};

export type ReportCharts = {
  viewsOverTime: Array<{ date: string; views: number }>;
  tagStatus: Array<{ status: TagStatus; label: string; count: number }>;
};

/** Everything a report file shows, independent of its format. */
export type ReportDocument = {
  type: ReportType;
  format: ReportFormat;
  title: string;
  appName: string;
  /** YYYY-MM-DD, both included. */
  period: { startDate: string; endDate: string };
  generatedAt: Date;
  /** APP_TIME_ZONE: every time in the file is written on this clock, and the file says so once. */
  timeZone: string;
  kpis: ReportKpi[];
  /** Drawn in the PDF when the request's includeCharts is set. */
  charts: ReportCharts | null;
  /** Top pages, countries, the daily series (includeRawData) and the type's list, in this order. */
  tables: ReportTable[];
};

/** A fixed list of rows as one chunk. */
export function staticRows(rows: ReportCell[][]): () => AsyncIterable<ReportCell[][]> {
  return async function* () {
    if (rows.length > 0) yield rows;
  };
}

/**
 * Analytics and reports (spec sections 2 'Analytics screen', 3 'Insight', 'Real-time data', 'Analytics',
 * 'Report request', 4, 5, 7 'Analytics', 8 'Analytics', 9): the API contract of /admin/analytics/... and
 * /me/analytics/... (the same routes, scoped to the caller's own pages and tags) and every text the screen shows.
 */
import { z } from 'zod';
import { TAG_STATUSES } from './tag-enums.js';

/** Spec section 9: the longest range one query may cover (not in the spec: a year and a day). */
export const ANALYTICS_MAX_RANGE_DAYS = 366;
/** Spec section 5: the default range is the last 720 hours (30 days) up to today. */
export const ANALYTICS_DEFAULT_RANGE_DAYS = 30;
/** Spec section 9: real-time analytics every 30 s; the range inputs reload after 500 ms. */
export const ANALYTICS_REFRESH_MS = 30_000;
export const ANALYTICS_RANGE_DEBOUNCE_MS = 500;
/** Spec section 9: top lists show 5 entries; recent views and scans show 10 each. */
export const ANALYTICS_TOP_COUNT = 5;
export const ANALYTICS_RECENT_COUNT = 10;
/** Visitors seen in this window count as active (realtime.activeVisitors). */
export const ANALYTICS_ACTIVE_WINDOW_MINUTES = 5;
/** Generated report files are kept this long, then deleted. */
export const REPORT_TTL_HOURS = 24;

/** Spec section 9: the chart palette of 8 colours cycled for pie slices. */
export const CHART_PALETTE = [
  '#3B82F6',
  '#10B981',
  '#F59E0B',
  '#EF4444',
  '#8B5CF6',
  '#06B6D4',
  '#F97316',
  '#84CC16',
] as const;

export const ANALYTICS_TEXTS = {
  title: 'Análises',
  // Spec section 2.
  startDate: 'Data inicial',
  endDate: 'Data final',
  refresh: 'Atualizar',
  insights: 'Insights Automáticos',
  topPages: 'Páginas mais visitadas',
  topCountries: 'Países',
  realtime: 'Métricas em Tempo Real',
  recentViews: 'Visualizações Recentes',
  recentScans: 'Escaneamentos Recentes',
  systemHealth: 'Saúde do Sistema',
  retry: 'Tentar novamente',
  noData: 'Nenhum dado disponível',
  noDataHint: 'Os dados aparecerão aqui quando estiverem disponíveis',
  versusPrevious: 'vs período anterior',
  noChange: 'Sem alteração',
  // Not in the spec: growth against a previous period that had nothing (no percentage to give).
  noPrevious: 'Sem dados no período anterior',
  // KPI cards (spec section 2: total clients, active tags, public pages, total views).
  kpiClients: 'Total de Clientes',
  kpiTags: 'Tags Ativas',
  kpiPages: 'Páginas Públicas',
  kpiViews: 'Total de Visualizações',
  clientsOverTime: 'Clientes ao longo do tempo',
  viewsOverTime: 'Visualizações de páginas',
  tagStatus: 'Status das tags',
  // Spec section 4: system health states.
  health: {
    healthy: 'Sistema Saudável',
    warning: 'Atenção Necessária',
    error: 'Sistema com Problemas',
    unknown: 'Status Desconhecido',
  },
  // Spec section 9: priority labels.
  priority: { high: 'Alta', medium: 'Média', low: 'Baixa' },
  // Spec section 8 'Analytics', to the letter.
  loadError: 'Erro ao carregar dados. Tente novamente.',
  reportError: 'Erro ao gerar relatório',
  reportGenerated: 'Relatório gerado com sucesso!',
  refreshed: 'Dados atualizados com sucesso!',
  refreshError: 'Erro ao atualizar dados',
  // Spec section 9: relative times.
  secondsAgo: (n: number) => `${n}s atrás`,
  minutesAgo: (n: number) => `${n}m atrás`,
  hoursAgo: (n: number) => `${n}h atrás`,
  // Not in the spec: the range errors (400).
  rangeInvalid: 'Período inválido: use datas no formato AAAA-MM-DD.',
  rangeReversed: 'A data inicial deve ser anterior ou igual à data final.',
  rangeTooLong: `O período máximo é de ${ANALYTICS_MAX_RANGE_DAYS} dias.`,
  reportNotFound: 'Relatório não encontrado ou expirado.',
} as const;

// ---- Queries

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.string().regex(DAY, ANALYTICS_TEXTS.rangeInvalid);

const DAY_MS = 86_400_000;

/** A real calendar day in YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * The range rules, the server's 400s and the screen's check alike: real days (rangeInvalid), start <= end
 * (rangeReversed), at most ANALYTICS_MAX_RANGE_DAYS days, both included (rangeTooLong). Null: the range may be used.
 */
export function analyticsRangeProblem(range: {
  startDate: string;
  endDate: string;
}): { field: 'startDate' | 'endDate'; message: string } | null {
  for (const field of ['startDate', 'endDate'] as const) {
    if (!isCalendarDay(range[field])) return { field, message: ANALYTICS_TEXTS.rangeInvalid };
  }
  const start = Date.parse(`${range.startDate}T00:00:00Z`);
  const end = Date.parse(`${range.endDate}T00:00:00Z`);
  if (start > end) return { field: 'startDate', message: ANALYTICS_TEXTS.rangeReversed };
  if (Math.round((end - start) / DAY_MS) + 1 > ANALYTICS_MAX_RANGE_DAYS)
    return { field: 'endDate', message: ANALYTICS_TEXTS.rangeTooLong };
  return null;
}

export const ANALYTICS_GRANULARITIES = ['day', 'week', 'month'] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];

/**
 * ?startDate&endDate&granularity (YYYY-MM-DD, both included). Missing dates: the last 30 days up to today (UTC).
 * The range rules (start <= end, at most 366 days) are checked by the server's service, which answers 400 with
 * ANALYTICS_TEXTS.rangeReversed / rangeTooLong.
 */
export const analyticsRangeQuerySchema = z.object({
  startDate: day.optional(),
  endDate: day.optional(),
  granularity: z.enum(ANALYTICS_GRANULARITIES).default('day'),
  /** The spec's dashboard also sends period=month; accepted and ignored beside explicit dates. */
  period: z.string().optional(),
});
export type AnalyticsRangeQuery = z.input<typeof analyticsRangeQuerySchema>;

// ---- Dashboard (spec section 3 'Analytics')

const growth = z.number().nullable(); // percent against the previous period of the same length; null: nothing before

export const analyticsDashboardSchema = z.object({
  range: z.object({ startDate: z.string(), endDate: z.string(), granularity: z.enum(ANALYTICS_GRANULARITIES) }),
  overview: z.object({
    totalClients: z.number().int(),
    assignedTags: z.number().int(),
    activePages: z.number().int(),
    totalViews: z.number().int(),
    /** Not in the spec's overview: distinct visitors and tag scans in the range (shown beside the views). */
    uniqueVisitors: z.number().int(),
    totalScans: z.number().int(),
  }),
  growth: z.object({
    clientsGrowth: growth,
    tagsGrowth: growth,
    pagesGrowth: growth,
    viewsGrowth: growth,
  }),
  charts: z.object({
    /** New clients per bucket (the bucket's first day, YYYY-MM-DD). */
    clientsOverTime: z.array(z.object({ date: z.string(), count: z.number().int() })),
    pagesViewsOverTime: z.array(z.object({ date: z.string(), views: z.number().int() })),
    tagStatusDistribution: z.array(z.object({ status: z.enum(TAG_STATUSES), count: z.number().int() })),
    topPages: z.array(z.object({ id: z.string(), title: z.string(), slug: z.string(), views: z.number().int() })),
    /** country: ISO 3166-1 alpha-2 code, or 'XX' when unknown; percentage of the range's views, 0-100, 1 decimal. */
    geographicData: z.array(z.object({ country: z.string(), count: z.number().int(), percentage: z.number() })),
    /** Not in the spec: views by device class in the range. */
    devices: z.array(z.object({ device: z.enum(['mobile', 'tablet', 'desktop']), count: z.number().int() })),
  }),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;

// ---- Insights (spec section 3 'Insight')

export const INSIGHT_TYPES = ['warning', 'success', 'trend', 'info'] as const;
export const INSIGHT_PRIORITIES = ['high', 'medium', 'low'] as const;
export type InsightPriority = (typeof INSIGHT_PRIORITIES)[number];

export const insightSchema = z.object({
  id: z.string(),
  type: z.enum(INSIGHT_TYPES),
  priority: z.enum(INSIGHT_PRIORITIES),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
  actionable: z.boolean(),
  /** A link to the screen that fixes it (an app path, e.g. /admin/tags?status=LOST). */
  action: z.object({ label: z.string(), url: z.string() }).nullable(),
});
export type Insight = z.infer<typeof insightSchema>;

/** Spec section 9: sorted by priority (high, medium, low), then newest first. */
export const analyticsInsightsSchema = z.object({
  insights: z.array(insightSchema),
  summary: z.object({
    totalInsights: z.number().int(),
    highPriority: z.number().int(),
    actionableInsights: z.number().int(),
  }),
});
export type AnalyticsInsights = z.infer<typeof analyticsInsightsSchema>;

/** Spec section 9: insights sorted by priority (high, medium, low), then newest first. */
export function sortInsights<T extends Pick<Insight, 'priority' | 'createdAt'>>(insights: readonly T[]): T[] {
  const rank = (priority: InsightPriority) => INSIGHT_PRIORITIES.indexOf(priority);
  return [...insights].sort(
    (a, b) => rank(a.priority) - rank(b.priority) || Date.parse(b.createdAt) - Date.parse(a.createdAt),
  );
}

// ---- Real time (spec section 3 'Real-time data')

export const SYSTEM_HEALTH_STATUSES = ['healthy', 'warning', 'error'] as const;

export const analyticsRealtimeSchema = z.object({
  activeVisitors: z.number().int(),
  systemHealth: z.object({
    status: z.enum(SYSTEM_HEALTH_STATUSES),
    /** Mean response time of this server's recent requests, ms. */
    responseTime: z.number(),
    /** Seconds since this server started. */
    uptime: z.number(),
    /** 5xx answers among the recent requests, percent. */
    errorRate: z.number(),
  }),
  recentViews: z.array(
    z.object({
      pageId: z.string(),
      pageTitle: z.string(),
      /** Country code ('XX' unknown). */
      location: z.string(),
      device: z.string(),
      timestamp: z.string(),
    }),
  ),
  recentTagScans: z.array(
    z.object({ tagId: z.string(), tagCode: z.string(), location: z.string(), timestamp: z.string() }),
  ),
});
export type AnalyticsRealtime = z.infer<typeof analyticsRealtimeSchema>;

// ---- Reports (spec section 3 'Report request', section 9 formats and types)

export const REPORT_TYPES = ['overview', 'clients', 'tags', 'pages'] as const;
export const REPORT_FORMATS = ['pdf', 'excel', 'csv'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const reportRequestSchema = z.object({
  title: z.string().trim().max(200).optional(),
  type: z.enum(REPORT_TYPES, { error: 'Tipo de relatório inválido: use overview, clients, tags ou pages.' }),
  format: z.enum(REPORT_FORMATS, { error: 'Formato inválido: use pdf, excel ou csv.' }),
  dateRange: z.object({ startDate: day, endDate: day }).optional(),
  includeCharts: z.boolean().default(true),
  includeRawData: z.boolean().default(false),
  /** Issue 44: the tags report lists one site's tags (the other types ignore it). */
  siteId: z.uuid({ error: 'siteId inválido' }).optional(),
});
export type ReportRequestBody = z.input<typeof reportRequestSchema>;

/** POST .../reports/generate: the file is ready; GET downloadUrl (with the token) streams it. */
export const reportResponseSchema = z.object({
  id: z.string(),
  downloadUrl: z.string(),
  fileName: z.string(),
  expiresAt: z.string(),
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;

/** The reports menu (spec section 2): overview PDF, clients Excel, tags CSV, pages PDF. */
export const REPORT_MENU: ReadonlyArray<{ type: ReportType; format: ReportFormat; label: string }> = [
  { type: 'overview', format: 'pdf', label: 'Visão geral (PDF)' },
  { type: 'clients', format: 'excel', label: 'Clientes (Excel)' },
  { type: 'tags', format: 'csv', label: 'Tags (CSV)' },
  { type: 'pages', format: 'pdf', label: 'Páginas (PDF)' },
];

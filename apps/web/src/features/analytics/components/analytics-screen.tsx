import { useCallback, useEffect, useRef, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { ANALYTICS_TEXTS } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notifications/notify';
import { DEBOUNCE_MS } from '@/lib/debounce';
import { toDateInput } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useUrlState } from '@/lib/use-url-state';
import { useDashboard } from '../api/get-dashboard';
import { useInsights } from '../api/get-insights';
import { useRealtime } from '../api/get-realtime';
import { notifyAnalyticsError } from '../lib/notify-error';
import { rangeProblem } from '../lib/range';
import { defaultRange, type AnalyticsRange, type AnalyticsScope } from '../lib/scope';
import { ClientsChart, TagStatusChart, ViewsChart } from './analytics-charts';
import { InsightsPanel } from './insights-panel';
import { KpiCards } from './kpi-cards';
import { RealtimePanel } from './realtime-panel';
import { ReportsMenu } from './reports-menu';
import { TopCountries, TopPages } from './top-lists';

/** Not in the spec's texts: the line under the title, per scope. */
const DESCRIPTIONS: Record<AnalyticsScope, string> = {
  admin: 'Clientes, tags, páginas e visitas de todo o portal.',
  user: 'As visitas às suas páginas e as leituras das suas tags.',
};

/** A query that failed with nothing to show and is not trying again. */
const failedIdle = (query: { isError: boolean; data: unknown; isFetching: boolean }) =>
  query.isError && query.data === undefined && !query.isFetching;

/** The range the queries use: what the inputs hold once they rest for 500 ms (spec section 9). */
function useQueryRange(range: AnalyticsRange): AnalyticsRange {
  const key = useDebouncedValue(`${range.startDate}|${range.endDate}`, DEBOUNCE_MS.analyticsRange);
  const [startDate = '', endDate = ''] = key.split('|');
  return { startDate, endDate };
}

const rangeKey = (range: AnalyticsRange) => `${range.startDate}|${range.endDate}`;

/**
 * The range the inputs show, kept in the address. The inputs own it while someone types: each change is applied to
 * the latest range (a ref, not the last render's address) and the whole range is written to the address at once,
 * so a start and an end typed before the address' update lands both stay. The address' echoes of those writes are
 * ignored; any other change of the address (a link, back) moves the inputs.
 */
function useRangeInAddress(defaults: AnalyticsRange) {
  const [address, setAddress] = useUrlState(defaults);
  const [range, setLocalRange] = useState<AnalyticsRange>(address);
  const latest = useRef(range);
  const written = useRef(new Set<string>());
  const addressKey = rangeKey(address);

  useEffect(() => {
    if (written.current.has(addressKey)) return;
    written.current.clear();
    const [startDate = '', endDate = ''] = addressKey.split('|');
    latest.current = { startDate, endDate };
    setLocalRange(latest.current);
  }, [addressKey]);

  const setRange = useCallback(
    (patch: Partial<AnalyticsRange>) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      written.current.add(rangeKey(next));
      setLocalRange(next);
      setAddress(next);
    },
    [setAddress],
  );
  return [range, setRange] as const;
}

/**
 * Spec section 2 'Analytics screen', for the admin (everything) and the owner (their own pages and tags). Three
 * calls in parallel (spec section 7): the dashboard and the insights over the range, and the real-time block; all
 * three refresh every 30 s while the tab is visible.
 */
export function AnalyticsScreen({ scope }: { scope: AnalyticsScope }) {
  const [defaults] = useState(defaultRange);
  const [range, setRange] = useRangeInAddress(defaults);
  const queryRange = useQueryRange(range);
  const problem = rangeProblem(range);
  const queryProblem = rangeProblem(queryRange);
  const dashboard = useDashboard(scope, queryRange, queryProblem === null);
  const insights = useInsights(scope, queryRange, queryProblem === null);
  const realtime = useRealtime(scope);
  const [refreshing, setRefreshing] = useState(false);

  // Spec section 8: a load failure is also logged to the console.
  const loadError = dashboard.error ?? insights.error ?? realtime.error;
  useEffect(() => {
    if (loadError) console.error('Analytics:', loadError);
  }, [loadError]);

  const retry = () => {
    void dashboard.refetch();
    void insights.refetch();
    void realtime.refetch();
  };

  async function refresh() {
    setRefreshing(true);
    try {
      const results = await Promise.all([dashboard.refetch(), insights.refetch(), realtime.refetch()]);
      const failed = results.find((result) => result.isError);
      if (failed) notifyAnalyticsError(failed.error, ANALYTICS_TEXTS.refreshError);
      else notify.success(ANALYTICS_TEXTS.refreshed);
    } finally {
      setRefreshing(false);
    }
  }

  const today = toDateInput(new Date());
  const actions = (
    <>
      <Button variant="secondary" onClick={() => void refresh()} disabled={refreshing || problem !== null}>
        <RefreshCw className={refreshing ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />
        {ANALYTICS_TEXTS.refresh}
      </Button>
      <ReportsMenu scope={scope} range={queryRange} />
    </>
  );

  return (
    <>
      <PageHeader title={ANALYTICS_TEXTS.title} description={DESCRIPTIONS[scope]} actions={actions} />
      <div className="mb-6 grid grid-cols-2 gap-3 sm:max-w-md">
        <Field label={ANALYTICS_TEXTS.startDate} htmlFor="analytics-start">
          <Input
            id="analytics-start"
            type="date"
            value={range.startDate}
            max={range.endDate || today}
            aria-invalid={problem !== null}
            onChange={(event) => setRange({ startDate: event.target.value })}
          />
        </Field>
        <Field label={ANALYTICS_TEXTS.endDate} htmlFor="analytics-end">
          <Input
            id="analytics-end"
            type="date"
            value={range.endDate}
            min={range.startDate}
            max={today}
            aria-invalid={problem !== null}
            onChange={(event) => setRange({ endDate: event.target.value })}
          />
        </Field>
        {problem && (
          <p role="alert" className="col-span-2 text-sm text-red-600">
            {problem}
          </p>
        )}
      </div>

      {/* Spec section 4: the error clears at the start of each load (a retry shows the spinner, not the old error). */}
      {failedIdle(dashboard) ? (
        <ErrorState message={ANALYTICS_TEXTS.loadError} onRetry={retry} />
      ) : dashboard.data === undefined ? (
        <Spinner />
      ) : (
        <div
          className={dashboard.isPlaceholderData ? 'space-y-6 opacity-60 transition-opacity' : 'space-y-6'}
          aria-busy={dashboard.isFetching}
        >
          <KpiCards scope={scope} dashboard={dashboard.data} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            {scope === 'admin' ? (
              <ClientsChart data={dashboard.data.charts.clientsOverTime} />
            ) : (
              <TagStatusChart data={dashboard.data.charts.tagStatusDistribution} />
            )}
            <ViewsChart data={dashboard.data.charts.pagesViewsOverTime} />
          </div>
          <div
            className={
              scope === 'admin'
                ? // The pie's labels need the widest third.
                  'grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-[4fr_3fr_3fr]'
                : 'grid grid-cols-1 gap-6 md:grid-cols-2'
            }
          >
            {scope === 'admin' && <TagStatusChart data={dashboard.data.charts.tagStatusDistribution} />}
            <TopPages pages={dashboard.data.charts.topPages} />
            <TopCountries countries={dashboard.data.charts.geographicData} />
          </div>
          {failedIdle(insights) ? (
            <ErrorState message={ANALYTICS_TEXTS.loadError} onRetry={() => void insights.refetch()} />
          ) : insights.data ? (
            <InsightsPanel insights={insights.data.insights} />
          ) : (
            <Spinner />
          )}
        </div>
      )}

      <div className="mt-6">
        {failedIdle(realtime) ? (
          <ErrorState message={ANALYTICS_TEXTS.loadError} onRetry={() => void realtime.refetch()} />
        ) : realtime.data ? (
          <RealtimePanel realtime={realtime.data} showHealth={scope === 'admin'} />
        ) : (
          <Spinner />
        )}
      </div>
    </>
  );
}

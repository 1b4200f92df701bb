import type { ReactNode } from 'react';
import { ANALYTICS_TEXTS, ANALYTICS_TOP_COUNT, type AnalyticsDashboard } from '@portal/shared';
import { Card } from '@/components/ui/card';
import { formatDecimal, formatNumber } from '@/lib/format';
import { countryName } from '../lib/display';

type Charts = AnalyticsDashboard['charts'];

function ListCard({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <Card className="min-w-0 p-4">
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {empty ? <p className="py-6 text-center text-sm text-slate-500">{ANALYTICS_TEXTS.noData}</p> : children}
    </Card>
  );
}

/** Spec section 2: the 5 most visited pages (title, slug, views). */
export function TopPages({ pages }: { pages: Charts['topPages'] }) {
  const top = pages.slice(0, ANALYTICS_TOP_COUNT);
  return (
    <ListCard title={ANALYTICS_TEXTS.topPages} empty={top.length === 0}>
      <ol className="divide-y divide-slate-100" aria-label={ANALYTICS_TEXTS.topPages}>
        {top.map((page, index) => (
          <li key={page.id} className="flex items-center gap-3 py-2">
            <span className="w-5 shrink-0 text-sm font-semibold text-slate-400">{index + 1}</span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{page.title}</p>
              <p className="truncate text-xs text-slate-500">/{page.slug}</p>
            </div>
            <span className="shrink-0 text-sm font-semibold tabular-nums text-slate-900">
              {formatNumber(page.views)}
            </span>
          </li>
        ))}
      </ol>
    </ListCard>
  );
}

/** Spec section 2: the 5 countries with most views (count and percentage), named in pt-BR. */
export function TopCountries({ countries }: { countries: Charts['geographicData'] }) {
  const top = countries.slice(0, ANALYTICS_TOP_COUNT);
  return (
    <ListCard title={ANALYTICS_TEXTS.topCountries} empty={top.length === 0}>
      <ul className="space-y-3" aria-label={ANALYTICS_TEXTS.topCountries}>
        {top.map((item) => (
          <li key={item.country}>
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="truncate font-medium text-slate-900">{countryName(item.country)}</span>
              <span className="shrink-0 tabular-nums text-slate-600">
                {formatNumber(item.count)} · {formatDecimal(item.percentage, 1)}%
              </span>
            </div>
            <div className="mt-1 h-1.5 rounded-full bg-slate-100" aria-hidden>
              <div
                className="h-1.5 rounded-full bg-brand-600"
                style={{ width: `${Math.min(100, Math.max(0, item.percentage))}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </ListCard>
  );
}

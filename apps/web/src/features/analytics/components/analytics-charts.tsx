import {
  Area,
  AreaChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  Pie,
  PieChart,
  Tooltip,
  XAxis,
  YAxis,
  type PieLabelRenderProps,
} from 'recharts';
import { ANALYTICS_TEXTS, CHART_PALETTE, tagStatusLabel, type AnalyticsDashboard } from '@portal/shared';
import { formatDayMonth, formatNumber } from '@/lib/format';
import { ChartCard } from './chart-card';

/** Spec section 9: pie outer radius 80. */
export const PIE_OUTER_RADIUS = 80;

type Charts = AnalyticsDashboard['charts'];

const axisTick = { fontSize: 12, fill: '#64748b' };
// Fewer ticks where there is less room: recharts drops labels closer than this, a phone keeps 3 or 4 dates.
const xAxisProps = {
  dataKey: 'date',
  tickFormatter: (value: string) => formatDayMonth(value),
  tick: axisTick,
  minTickGap: 24,
  interval: 'preserveStartEnd',
  tickLine: false,
} as const;
const yAxisProps = {
  tick: axisTick,
  width: 40,
  allowDecimals: false,
  tickFormatter: (value: number) => formatNumber(value),
  tickLine: false,
  axisLine: false,
} as const;
const tooltipProps = {
  labelFormatter: (label: unknown) => (typeof label === 'string' ? formatDayMonth(label) : String(label)),
  formatter: (value: unknown) => (typeof value === 'number' ? formatNumber(value) : String(value)),
} as const;

const isEmpty = (points: ReadonlyArray<Record<string, unknown>>, key: string) =>
  points.length === 0 || points.every((point) => !point[key]);

export function ClientsChart({ data }: { data: Charts['clientsOverTime'] }) {
  return (
    <ChartCard title={ANALYTICS_TEXTS.clientsOverTime} empty={isEmpty(data, 'count')}>
      <LineChart data={data} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis {...xAxisProps} />
        <YAxis {...yAxisProps} />
        <Tooltip {...tooltipProps} />
        <Line type="monotone" dataKey="count" name="Clientes" stroke={CHART_PALETTE[0]} strokeWidth={2} dot={false} />
      </LineChart>
    </ChartCard>
  );
}

export function ViewsChart({ data }: { data: Charts['pagesViewsOverTime'] }) {
  return (
    <ChartCard title={ANALYTICS_TEXTS.viewsOverTime} empty={isEmpty(data, 'views')}>
      <AreaChart data={data} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis {...xAxisProps} />
        <YAxis {...yAxisProps} />
        <Tooltip {...tooltipProps} />
        <Area
          type="monotone"
          dataKey="views"
          name="Visualizações"
          stroke={CHART_PALETTE[1]}
          fill={CHART_PALETTE[1]}
          fillOpacity={0.2}
          strokeWidth={2}
        />
      </AreaChart>
    </ChartCard>
  );
}

/** Spec section 9: labels show the name and the percent rounded to an integer ('Disponível', '75%'). */
export const pieLabelParts = (name: unknown, percent: number | undefined) =>
  [String(name), `${Math.round((percent ?? 0) * 100)}%`] as const;

const RADIAN = Math.PI / 180;
/**
 * The label on two short lines just outside its slice: on one line, 'Danificada 12%' beside a radius of 80 did not
 * fit a phone's card (nor a third of a desktop's).
 */
function PieSliceLabel({ cx, cy, midAngle, outerRadius, name, percent, fill }: PieLabelRenderProps) {
  const radius = Number(outerRadius) + 10;
  const angle = -(midAngle ?? 0) * RADIAN;
  const x = Number(cx) + radius * Math.cos(angle);
  const y = Number(cy) + radius * Math.sin(angle);
  const [label, share] = pieLabelParts(name, percent);
  return (
    <text
      x={x}
      y={y}
      fill={fill}
      fontSize={11}
      textAnchor={x > Number(cx) ? 'start' : 'end'}
      dominantBaseline="central"
    >
      <tspan x={x} dy="-0.55em">
        {label}
      </tspan>
      <tspan x={x} dy="1.1em" fontWeight={600}>
        {share}
      </tspan>
    </text>
  );
}

export function TagStatusChart({ data }: { data: Charts['tagStatusDistribution'] }) {
  const slices = data
    .filter((item) => item.count > 0)
    .map((item) => ({ name: tagStatusLabel(item.status), value: item.count }));
  return (
    <ChartCard title={ANALYTICS_TEXTS.tagStatus} empty={slices.length === 0}>
      <PieChart>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="name"
          cx="50%"
          cy="50%"
          outerRadius={PIE_OUTER_RADIUS}
          label={PieSliceLabel}
          labelLine={false}
          isAnimationActive={false}
        >
          {slices.map((slice, index) => (
            // Spec section 9: the palette cycled for the slices.
            <Cell key={slice.name} fill={CHART_PALETTE[index % CHART_PALETTE.length]} />
          ))}
        </Pie>
        <Tooltip formatter={tooltipProps.formatter} />
      </PieChart>
    </ChartCard>
  );
}

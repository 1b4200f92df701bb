import type { HTMLAttributes, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...props} />;
}

type StatTone = 'slate' | 'blue' | 'green' | 'yellow' | 'red';

/** A stat card: a label, a big number, an optional icon. */
export function StatCard({
  label,
  value,
  icon,
  tone = 'slate',
  className,
}: {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  tone?: StatTone;
  className?: string;
}) {
  const tones = {
    slate: 'bg-slate-100 text-slate-600',
    blue: 'bg-blue-100 text-blue-700',
    green: 'bg-green-100 text-green-700',
    yellow: 'bg-yellow-100 text-yellow-700',
    red: 'bg-red-100 text-red-700',
  } as const;
  return (
    <Card className={cn('flex items-center gap-3 p-4', className)}>
      {icon && (
        <div className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-lg', tones[tone])}>{icon}</div>
      )}
      <div className="min-w-0">
        <p className="truncate text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
        <p className="text-2xl font-semibold tabular-nums text-slate-900">{value}</p>
      </div>
    </Card>
  );
}

/** One count of a stats row: undefined while it loads ('—'); `digits` allows decimals (an average). */
export type Stat = {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
  tone?: StatTone;
  digits?: number;
  className?: string;
};

const statValue = ({ value, digits }: Stat) =>
  value === undefined
    ? '—'
    : digits
      ? value.toLocaleString('pt-BR', { maximumFractionDigits: digits })
      : formatNumber(value);

/** A list screen's row of stat cards; `className` lays out the grid. */
export function StatCards({ stats, className }: { stats: readonly Stat[]; className: string }) {
  return (
    <div className={className}>
      {stats.map((stat) => (
        <StatCard
          key={stat.label}
          label={stat.label}
          value={statValue(stat)}
          icon={<stat.icon className="h-5 w-5" aria-hidden />}
          tone={stat.tone}
          className={stat.className}
        />
      ))}
    </div>
  );
}

import { AlertTriangle, CheckCircle2, HelpCircle, Tags, UserCheck } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { StatCard } from '@/components/ui/card';
import { useTagStats } from '../api/get-tag-stats';

/** The 5 stat cards of the tag management screen: Total, Disponíveis, Atribuídas, Perdidas, Danificadas. */
export function TagStats() {
  const stats = useTagStats();
  const value = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));
  const icon = 'h-5 w-5';
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      <div className="col-span-2 md:col-span-1">
        <StatCard
          label="Total"
          value={value(stats.data?.total)}
          icon={<Tags className={icon} aria-hidden />}
          tone="slate"
        />
      </div>
      <StatCard
        label="Disponíveis"
        value={value(stats.data?.available)}
        icon={<CheckCircle2 className={icon} aria-hidden />}
        tone="green"
      />
      <StatCard
        label="Atribuídas"
        value={value(stats.data?.assigned)}
        icon={<UserCheck className={icon} aria-hidden />}
        tone="blue"
      />
      <StatCard
        label="Perdidas"
        value={value(stats.data?.lost)}
        icon={<HelpCircle className={icon} aria-hidden />}
        tone="yellow"
      />
      <StatCard
        label="Danificadas"
        value={value(stats.data?.damaged)}
        icon={<AlertTriangle className={icon} aria-hidden />}
        tone="red"
      />
    </div>
  );
}

import { AlertTriangle, CheckCircle2, HelpCircle, Tags, UserCheck } from 'lucide-react';
import { StatCards } from '@/components/ui/card';
import { useTagStats } from '../api/get-tag-stats';

/** The 5 stat cards of the tag management screen: Total, Disponíveis, Atribuídas, Perdidas, Danificadas. */
export function TagStats() {
  const stats = useTagStats().data;
  return (
    <StatCards
      className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5"
      stats={[
        { label: 'Total', value: stats?.total, icon: Tags, tone: 'slate', className: 'col-span-2 md:col-span-1' },
        { label: 'Disponíveis', value: stats?.available, icon: CheckCircle2, tone: 'green' },
        { label: 'Atribuídas', value: stats?.assigned, icon: UserCheck, tone: 'blue' },
        { label: 'Perdidas', value: stats?.lost, icon: HelpCircle, tone: 'yellow' },
        { label: 'Danificadas', value: stats?.damaged, icon: AlertTriangle, tone: 'red' },
      ]}
    />
  );
}

import { MaintenanceCard } from '@/features/maintenance';
import { BraceletsScreen as TagsBraceletsScreen } from '@/features/tags';

/** The admin's bracelets screen: the tags feature's list, whose B2B 'Histórico' shows the maintenance card. */
export function BraceletsScreen() {
  return (
    <TagsBraceletsScreen maintenanceCard={(tagId) => <MaintenanceCard tagId={tagId} className="mb-4 shadow-none" />} />
  );
}

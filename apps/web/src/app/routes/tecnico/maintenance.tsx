import { MaintenanceLogScreen } from '@/features/maintenance';

export function Component() {
  return <MaintenanceLogScreen />;
}

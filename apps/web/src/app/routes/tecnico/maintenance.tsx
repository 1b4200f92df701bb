import { MaintenanceLogScreen } from '../screens/maintenance-log-screen';

export function Component() {
  return <MaintenanceLogScreen />;
}

import { AdminDashboard } from '../screens/client-screens';

export function Component() {
  return <AdminDashboard />;
}

import { AdminDashboard } from '@/features/clients';

export function Component() {
  return <AdminDashboard />;
}

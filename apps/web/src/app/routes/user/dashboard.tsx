import { UserDashboard } from '@/features/tags';

export function Component() {
  return <UserDashboard />;
}

import { UsersScreen } from '@/features/users';

export function Component() {
  return <UsersScreen />;
}

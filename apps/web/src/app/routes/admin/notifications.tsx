import { FailedNoticesScreen } from '@/features/notifications';

export function Component() {
  return <FailedNoticesScreen />;
}

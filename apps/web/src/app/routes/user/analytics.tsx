import { AnalyticsScreen } from '@/features/analytics';

export function Component() {
  return <AnalyticsScreen scope="user" />;
}

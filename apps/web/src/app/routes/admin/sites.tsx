import { SitesScreen } from '@/features/sites';

export function Component() {
  return <SitesScreen />;
}

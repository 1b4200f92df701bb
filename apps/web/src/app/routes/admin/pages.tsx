import { PagesScreen } from '@/features/pages';

export function Component() {
  return <PagesScreen />;
}

import { PublicProfileScreen } from '@/features/my-page';

export function Component() {
  return <PublicProfileScreen />;
}

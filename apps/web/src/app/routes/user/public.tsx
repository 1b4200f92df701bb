import { PublicProfileScreen } from '@/features/profiles';

export function Component() {
  return <PublicProfileScreen />;
}

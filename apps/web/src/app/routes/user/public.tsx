import { PublicProfileScreen } from '../screens/public-profile-screen';

export function Component() {
  return <PublicProfileScreen />;
}

import { BraceletsScreen } from '../screens/bracelets-screen';

export function Component() {
  return <BraceletsScreen />;
}

import { ClientsScreen } from '../screens/client-screens';

export function Component() {
  return <ClientsScreen />;
}

import { ClientEditScreen } from '../screens/client-edit-screen';

export function Component() {
  return <ClientEditScreen />;
}

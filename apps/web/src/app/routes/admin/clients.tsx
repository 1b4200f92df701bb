import { ClientsScreen } from '@/features/clients';

export function Component() {
  return <ClientsScreen />;
}

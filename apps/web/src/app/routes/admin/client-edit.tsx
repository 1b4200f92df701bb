import { ClientEditScreen } from '@/features/clients';

export function Component() {
  return <ClientEditScreen />;
}

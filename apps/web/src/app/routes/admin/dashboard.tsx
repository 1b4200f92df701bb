import { PendenciasList } from '@/features/maintenance';
import { AdminDashboard } from '../screens/client-screens';

export function Component() {
  return (
    <>
      <AdminDashboard />
      {/* Issue 44: the open 'Não conforme' items of every equipment. */}
      <PendenciasList className="mt-6" />
    </>
  );
}

import { useAuth } from '@/lib/auth';
import { MaintenanceLogScreen as MaintenanceLog } from '@/features/maintenance';
import { useUsers } from '@/features/users';

const TECHNICIANS_LIMIT = 100;

/**
 * The maintenance log (/tecnico/manutencoes). An admin's technician filter lists every technician account
 * (GET /admin/users?role=TECHNICIAN, an admin-only call the users feature makes); a technician's asks for none.
 */
export function MaintenanceLogScreen() {
  const { user } = useAuth();
  const technicians = useUsers({ role: 'TECHNICIAN', page: 1, limit: TECHNICIANS_LIMIT }, user?.role === 'admin');
  return <MaintenanceLog technicians={technicians.data?.users} />;
}

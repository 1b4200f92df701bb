import type { FilterOption } from '@/components/ui/select-filter';
import { useAuth } from '@/lib/auth';
import { useUsers } from '@/features/users';

const TECHNICIANS_LIMIT = 100;

/**
 * The technician filter's options. An admin lists every technician account (GET /admin/users?role=TECHNICIAN, an
 * admin-only call); a technician cannot list accounts, and names taken from one page of records would miss whoever
 * is not on it, so a technician filters their own records only ('Somente os meus').
 */
export function useTechnicianOptions(selectedId: string): FilterOption[] {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const technicians = useUsers({ role: 'TECHNICIAN', page: 1, limit: TECHNICIANS_LIMIT }, isAdmin);
  if (!isAdmin) return user ? [{ value: user.id, label: 'Somente os meus' }] : [];
  const options = (technicians.data?.users ?? []).map((technician) => ({
    value: technician.id,
    label: technician.name || technician.email,
  }));
  // A technician from an old link, while the list loads: the select still shows what filters the log.
  if (selectedId && !options.some((option) => option.value === selectedId))
    options.push({ value: selectedId, label: 'Técnico selecionado' });
  return options;
}

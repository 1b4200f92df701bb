import type { FilterOption } from '@/components/ui/select-filter';
import { useAuth } from '@/lib/auth';

/** A technician account as the filter names it. */
export type Technician = { id: string; name: string; email: string };

/**
 * The technician filter's options. An admin lists every technician account (GET /admin/users?role=TECHNICIAN, an
 * admin-only call); a technician cannot list accounts, and names taken from one page of records would miss whoever
 * is not on it, so a technician filters their own records only ('Somente os meus'). The accounts come from the
 * users feature (app/routes/screens/maintenance-log-screen.tsx asks for them).
 */
export function useTechnicianOptions(selectedId: string, technicians: Technician[] | undefined): FilterOption[] {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  if (!isAdmin) return user ? [{ value: user.id, label: 'Somente os meus' }] : [];
  const options = (technicians ?? []).map((technician) => ({
    value: technician.id,
    label: technician.name || technician.email,
  }));
  // A technician from an old link, while the list loads: the select still shows what filters the log.
  if (selectedId && !options.some((option) => option.value === selectedId))
    options.push({ value: selectedId, label: 'Técnico selecionado' });
  return options;
}

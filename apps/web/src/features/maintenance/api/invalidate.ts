import { useQueryClient } from '@tanstack/react-query';
import { invalidateTags } from '@/features/tags/api/keys';
import { maintenanceKeys } from './keys';

/**
 * After any maintenance write: every technician list, detail and log is stale, and so are the tag screens (a record
 * moves the tag's next service, an OUT_OF_SERVICE outcome or a status change makes it BROKEN).
 */
export function useRefreshMaintenance() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }), invalidateTags(queryClient)]);
}

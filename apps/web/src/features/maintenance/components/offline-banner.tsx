import { WifiOff } from 'lucide-react';
import { MAINTENANCE_TEXTS } from '@portal/shared';

/** 'Sem conexão — mostrando dados de {dd/mm às hh:mm}': the screen shows the phone's copy, synced then (Brasília). */
export function OfflineBanner({ since }: { since: string | undefined }) {
  if (!since) return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-inset ring-amber-200"
    >
      <WifiOff className="h-4 w-4 shrink-0" aria-hidden />
      <span>{MAINTENANCE_TEXTS.offlineBanner(since)}</span>
    </p>
  );
}

import { TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/utils';
import { pointsAtLocalhost } from '@/lib/public-urls';

/**
 * Shown where links are copied or printed as QR codes when they point at localhost: a phone that reads such a code
 * opens nothing. The server derives the links from the address the portal was opened by (or PUBLIC_URL).
 */
export function LocalLinksWarning({ url, className }: { url: string | undefined; className?: string }) {
  if (!url || !pointsAtLocalhost(url)) return null;
  const host = new URL(url).host;
  return (
    <div
      role="status"
      className={cn(
        'flex gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200',
        className,
      )}
    >
      <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden />
      <div>
        <p className="font-semibold">Os links apontam para {host}</p>
        <p className="mt-0.5">
          Os endereços copiados e os QR Codes só abrem neste computador: um celular que ler o código não chega à página.
          Abra o portal pelo endereço da máquina na rede (por exemplo, http://192.168.0.10:3000) ou defina PUBLIC_URL no
          servidor.
        </p>
      </div>
    </div>
  );
}

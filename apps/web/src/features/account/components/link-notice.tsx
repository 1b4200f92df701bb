import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CheckCircle2, LinkIcon, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const TONES = {
  done: { role: 'status', icon: CheckCircle2, className: 'bg-green-50 text-green-800 ring-green-200' },
  failed: { role: 'alert', icon: LinkIcon, className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  working: { role: 'status', icon: Loader2, className: 'bg-slate-50 text-slate-700 ring-slate-200' },
} as const;

/** The boxed outcome of an e-mailed link (/convite, /confirmar-email): done, failed or still working. */
export function LinkNotice({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  const { role, icon: Icon, className } = TONES[tone];
  return (
    <div role={role} className={cn('flex items-start gap-3 rounded-xl p-4 text-sm ring-1 ring-inset', className)}>
      <Icon className={cn('mt-0.5 h-5 w-5 shrink-0', tone === 'working' && 'animate-spin')} aria-hidden />
      <p>{children}</p>
    </div>
  );
}

/** The way on from a link's page: the login screen. */
export function LoginButton({ label }: { label: string }) {
  const navigate = useNavigate();
  return (
    <Button className="w-full" size="lg" onClick={() => navigate('/login')}>
      {label}
    </Button>
  );
}

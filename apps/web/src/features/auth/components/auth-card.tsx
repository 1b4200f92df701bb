import type { ReactNode } from 'react';
import { BarChart3, HeartPulse, Nfc } from 'lucide-react';
import { APP_NAME } from '@/lib/session';
import { cn } from '@/lib/utils';

const HIGHLIGHTS = [
  {
    icon: HeartPulse,
    title: 'Dados de emergência à mão',
    text: 'Contatos e informações médicas visíveis a quem ler a tag.',
  },
  { icon: Nfc, title: 'Tags NFC, QR e BLE', text: 'Atribua, transfira e acompanhe cada tag e o seu histórico.' },
  {
    icon: BarChart3,
    title: 'Análises das páginas',
    text: 'Visualizações, leituras e relatórios de cada página pública.',
  },
];

function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <div className="flex items-center gap-2.5">
      <span
        className={cn(
          'flex h-10 w-10 items-center justify-center rounded-xl shadow-sm',
          inverted ? 'bg-white/15 text-white ring-1 ring-inset ring-white/25' : 'bg-brand-600 text-white',
        )}
      >
        <Nfc className="h-5 w-5" aria-hidden />
      </span>
      <span className={cn('text-lg font-semibold', inverted ? 'text-white' : 'text-slate-900')}>{APP_NAME}</span>
    </div>
  );
}

/** The portal's panel beside the signed-out screens on wide screens. */
function PortalPanel() {
  return (
    <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-600 via-brand-700 to-indigo-800 p-10 text-white lg:flex lg:w-[44%] lg:flex-col xl:p-14">
      <div
        aria-hidden
        className="pointer-events-none absolute -right-24 -top-24 h-80 w-80 rounded-full bg-white/10 blur-2xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-32 -left-16 h-96 w-96 rounded-full bg-indigo-400/20 blur-3xl"
      />
      <Brand inverted />
      <div className="relative my-auto max-w-md py-10">
        <h2 className="text-3xl font-semibold leading-tight tracking-tight xl:text-4xl">
          As informações que importam, a um toque de distância.
        </h2>
        <p className="mt-4 text-base text-blue-100">
          Clientes, tags e páginas públicas de emergência e de perfil, tudo no mesmo lugar.
        </p>
        <ul className="mt-10 space-y-5">
          {HIGHLIGHTS.map((item) => (
            <li key={item.title} className="flex gap-3">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-inset ring-white/20">
                <item.icon className="h-4 w-4" aria-hidden />
              </span>
              <div>
                <p className="text-sm font-semibold">{item.title}</p>
                <p className="text-sm text-blue-100">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-xs text-blue-200">
        © {new Date().getFullYear()} {APP_NAME}
      </p>
    </aside>
  );
}

/**
 * The layout every signed-out screen uses: the portal's panel on wide screens, then the screen's card.
 * `icon` + `centered` give a status screen (e.g. 'Acesso negado').
 */
export function AuthCard({
  title,
  subtitle,
  children,
  className,
  icon,
  centered = false,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  className?: string;
  icon?: ReactNode;
  centered?: boolean;
}) {
  return (
    <div className="flex min-h-screen bg-slate-50">
      <PortalPanel />
      <main className="flex flex-1 flex-col items-center justify-center bg-gradient-to-br from-slate-50 via-white to-brand-50 px-4 py-10 sm:px-6">
        <div className="w-full max-w-md">
          <div className="mb-8 flex justify-center lg:hidden">
            <Brand />
          </div>
          <div
            className={cn(
              'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8',
              centered && 'text-center',
              className,
            )}
          >
            {icon && <div className={cn('mb-4 flex', centered && 'justify-center')}>{icon}</div>}
            <h1 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">{title}</h1>
            {subtitle && <p className="mt-1.5 text-sm text-slate-500">{subtitle}</p>}
            <div className="mt-6">{children}</div>
          </div>
          <p className="mt-6 text-center text-xs text-slate-400 lg:hidden">
            © {new Date().getFullYear()} {APP_NAME}
          </p>
        </div>
      </main>
    </div>
  );
}

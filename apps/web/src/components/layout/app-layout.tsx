import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { LogOut, Menu, Nfc, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { ROLE_LABELS, type SessionRole } from '@portal/shared';
import { useAuth } from '@/lib/auth';
import { APP_NAME } from '@/lib/session';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { NAV_ITEMS } from './nav';

/** 'Minha conta' inside each area (the technician area's for technicians; an admin keeps the admin area's). */
const ACCOUNT_PATH: Record<SessionRole, string> = {
  admin: '/admin/conta',
  user: '/user/conta',
  technician: '/tecnico/conta',
};

/** The skip link's target. */
const MAIN_ID = 'conteudo';
const COLLAPSED_KEY = 'portal:sidebar-collapsed';
const DESKTOP_QUERY = '(min-width: 1024px)';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0]![0]! + parts[parts.length - 1]![0]! : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <div
      className={cn(
        'flex h-14 shrink-0 items-center gap-2.5 border-b border-slate-100',
        collapsed ? 'justify-center px-2' : 'px-5',
      )}
    >
      <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white shadow-sm">
        <Nfc className="h-4 w-4" aria-hidden />
      </span>
      {!collapsed && <span className="truncate font-semibold text-slate-900">{APP_NAME}</span>}
    </div>
  );
}

function SidebarNav({ role, collapsed }: { role: SessionRole; collapsed: boolean }) {
  return (
    <nav aria-label="Menu principal" className="flex flex-col gap-1 p-3">
      {NAV_ITEMS[role].map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.to === '/tecnico'}
          title={collapsed ? item.label : undefined}
          aria-label={collapsed ? item.label : undefined}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-3 rounded-lg py-2 text-sm font-medium transition-colors',
              collapsed ? 'justify-center px-2' : 'px-3',
              isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )
          }
        >
          <item.icon className="h-[18px] w-[18px] shrink-0" aria-hidden />
          {!collapsed && <span className="truncate">{item.label}</span>}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * Sidebar + header shell of every signed-in area. The menu button collapses the sidebar on a desktop
 * (remembered in localStorage) and opens a drawer on a phone. `headerExtras` holds the notification bell.
 */
export function AppLayout({ role, headerExtras }: { role: SessionRole; headerExtras?: ReactNode }) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');

  // A link chosen in the drawer closes it.
  useEffect(() => setMobileOpen(false), [location.pathname]);

  function toggleMenu() {
    if (window.matchMedia(DESKTOP_QUERY).matches) {
      setCollapsed((value) => {
        localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
        return !value;
      });
    } else {
      setMobileOpen((value) => !value);
    }
  }

  function handleLogout() {
    // To a clean /login first: ending the session re-renders the area's guard, which would otherwise send the
    // browser to /login?redirect=here and the next person signing in there to this area.
    navigate('/login', { replace: true });
    logout();
  }

  const roleLabel = user ? ROLE_LABELS[user.role] : '';
  const firstName = user?.name.trim().split(/\s+/)[0] ?? '';

  return (
    <div className="flex min-h-screen bg-slate-50">
      {/* The first stop of Tab (WCAG 2.4.1): past the menu and the header, straight to the screen's content. */}
      <a
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          // The router owns the address: move the focus without adding '#conteudo' to it.
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-brand-700 focus:shadow-lg focus:outline-none focus:ring-2 focus:ring-brand-500"
      >
        Pular para o conteúdo
      </a>
      <aside
        className={cn(
          'hidden shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200 lg:block',
          collapsed ? 'w-[72px]' : 'w-64',
        )}
      >
        <div className="sticky top-0 flex h-screen flex-col">
          <Brand collapsed={collapsed} />
          <div className="min-h-0 flex-1 overflow-y-auto">
            <SidebarNav role={role} collapsed={collapsed} />
          </div>
        </div>
      </aside>

      <Sheet
        open={mobileOpen}
        onOpenChange={setMobileOpen}
        side="left"
        title="Menu principal"
        titleHidden
        className="lg:hidden"
      >
        <Brand collapsed={false} />
        <SidebarNav role={role} collapsed={false} />
      </Sheet>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-slate-200 bg-white/95 px-2 backdrop-blur sm:gap-2 sm:px-4">
          <Button
            variant="ghost"
            size="icon"
            onClick={toggleMenu}
            aria-label="Menu"
            aria-expanded={mobileOpen || undefined}
            title={collapsed ? 'Expandir menu' : 'Recolher menu'}
          >
            <Menu className="h-5 w-5 lg:hidden" aria-hidden />
            {collapsed ? (
              <PanelLeftOpen className="hidden h-5 w-5 lg:block" aria-hidden />
            ) : (
              <PanelLeftClose className="hidden h-5 w-5 lg:block" aria-hidden />
            )}
          </Button>
          <div className="flex-1" />
          {headerExtras}
          <div className="mx-1 hidden h-6 w-px bg-slate-200 sm:block" aria-hidden />
          {/* The user menu's entry to 'Minha conta' (password, e-mail, sessions, two-factor, my data). */}
          <Link
            to={ACCOUNT_PATH[role]}
            title="Minha conta"
            aria-label={`Minha conta: ${user?.name ?? ''}`}
            className="flex min-w-0 items-center gap-2.5 rounded-md py-1 pl-1 pr-2 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <span
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700"
              aria-hidden
            >
              {initials(user?.name ?? '')}
            </span>
            <div className="min-w-0 max-w-[8.5rem] leading-tight sm:max-w-[14rem]">
              <p className="truncate text-sm font-medium text-slate-900" title={user?.name}>
                <span className="sm:hidden">{firstName}</span>
                <span className="hidden sm:inline">{user?.name}</span>
              </p>
              <p className="truncate text-xs text-slate-600">{roleLabel}</p>
            </div>
          </Link>
          <Button variant="ghost" size="sm" className="shrink-0" onClick={handleLogout}>
            <LogOut className="h-4 w-4" aria-hidden /> Sair
          </Button>
        </header>
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8"
        >
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

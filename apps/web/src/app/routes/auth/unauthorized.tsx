import { useNavigate } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { ROLE_LABELS } from '@portal/shared';
import { useAuth } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { AuthCard } from '@/features/auth/components/auth-card';

/** Spec /unauthorized: 'Acesso negado' with buttons to go to login and to go back. */
export function Component() {
  const navigate = useNavigate();
  const { user, logout } = useAuth();

  function goToLogin() {
    // A signed-in visitor would bounce off /login back to their own area: signing in again means another account.
    if (user) logout();
    navigate('/login');
  }

  function goBack() {
    // Opened directly (no history inside the app): there is nothing to go back to but the start.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  }

  return (
    <AuthCard
      centered
      title="Acesso negado"
      subtitle="Sua conta não tem permissão para abrir esta página."
      icon={
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <ShieldAlert className="h-6 w-6" aria-hidden />
        </span>
      }
    >
      {user && (
        <p className="mb-6 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 ring-1 ring-inset ring-slate-200">
          Conectado como <span className="font-medium text-slate-900">{user.name}</span> ({ROLE_LABELS[user.role]})
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button size="lg" className="sm:flex-1" onClick={goToLogin}>
          Ir para o login
        </Button>
        <Button size="lg" variant="secondary" className="sm:flex-1" onClick={goBack}>
          Voltar
        </Button>
      </div>
    </AuthCard>
  );
}

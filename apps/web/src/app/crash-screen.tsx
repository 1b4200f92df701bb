import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { APP_NAME } from '@/lib/session';

/** Generic crash screen (spec section 2): 'Oops! Algo deu errado', reload or go home. */
export function CrashScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      {/* The router's title goes with the crashed tree: this screen names itself. */}
      <title>{`Algo deu errado · ${APP_NAME}`}</title>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-red-600">
          <AlertTriangle className="h-6 w-6" aria-hidden />
        </div>
        <h1 className="text-xl font-semibold text-slate-900">Oops! Algo deu errado</h1>
        <p className="mt-2 text-sm text-slate-500">
          Ocorreu um erro inesperado. Recarregue a página ou volte ao início.
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button onClick={() => window.location.reload()}>Recarregar página</Button>
          <Button variant="secondary" onClick={() => window.location.assign('/')}>
            Ir para o início
          </Button>
        </div>
      </div>
    </div>
  );
}

import { Link } from 'react-router';

export function Component() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="text-center">
        <p className="text-sm font-semibold text-brand-600">404</p>
        <h1 className="mt-2 text-2xl font-semibold text-slate-900">Recurso não encontrado</h1>
        <p className="mt-2 text-sm text-slate-500">O endereço que você abriu não existe.</p>
        <Link to="/" className="mt-6 inline-block text-sm font-medium text-brand-600 hover:text-brand-700">
          Voltar ao início
        </Link>
      </div>
    </div>
  );
}

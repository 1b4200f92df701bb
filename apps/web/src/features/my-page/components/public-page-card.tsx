import { Link } from 'react-router';
import { Copy, ExternalLink, FilePlus2, Globe, Pencil } from 'lucide-react';
import { PAGE_TEXTS, type Page } from '@portal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { copyToClipboard } from '@/lib/clipboard';
import { notify } from '@/lib/notifications/notify';

export async function copyUrl(url: string) {
  try {
    await copyToClipboard(url);
    notify.success(PAGE_TEXTS.urlCopied);
  } catch {
    notify.error('Não foi possível copiar a URL.');
  }
}

/** The owner's public URL with copy, open and edit, or the prompt to create the page. */
export function PublicPageCard({
  page,
  editPath,
  onCreate,
  creating,
  defaultSlug,
}: {
  page: Page | null;
  editPath: string;
  onCreate: () => void;
  creating: boolean;
  defaultSlug: string;
}) {
  if (!page) {
    return (
      <Card className="flex flex-col items-start gap-4 p-5 sm:flex-row sm:items-center">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <FilePlus2 className="h-6 w-6" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-slate-900">Você ainda não tem uma página pública</h2>
          <p className="mt-1 text-sm text-slate-500">
            Crie sua página para que quem ler sua tag veja seus contatos de emergência. Endereço sugerido:{' '}
            <span className="font-mono text-slate-700">/p/{defaultSlug}</span>
          </p>
        </div>
        <Button onClick={onCreate} loading={creating}>
          <FilePlus2 className="h-4 w-4" aria-hidden /> Criar página pública
        </Button>
      </Card>
    );
  }
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Globe className="h-5 w-5 text-brand-600" aria-hidden />
        <h2 className="text-base font-semibold text-slate-900">{page.title}</h2>
        <Badge tone={page.isActive ? 'green' : 'slate'}>{page.isActive ? 'Ativa' : 'Inativa'}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-500">O endereço da sua página pública:</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <a
          href={page.publicUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="min-w-0 flex-1 truncate rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm text-brand-700 ring-1 ring-inset ring-slate-200 hover:underline"
          data-testid="public-url"
        >
          {page.publicUrl}
        </a>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => copyUrl(page.publicUrl)}
            aria-label="Copiar URL da página"
          >
            <Copy className="h-4 w-4" aria-hidden /> Copiar
          </Button>
          <a
            href={page.publicUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-8 items-center gap-1.5 rounded-lg bg-white px-3 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
          >
            <ExternalLink className="h-4 w-4" aria-hidden /> Abrir
          </a>
          <Link
            to={editPath}
            className="inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-lg bg-brand-600 px-3 text-sm font-medium text-white shadow-sm hover:bg-brand-700"
          >
            <Pencil className="h-4 w-4" aria-hidden /> Editar página
          </Link>
        </div>
      </div>
      {!page.isActive && (
        <p className="mt-3 text-sm text-amber-700">
          A página está inativa: os visitantes não a veem. Fale com o administrador.
        </p>
      )}
    </Card>
  );
}

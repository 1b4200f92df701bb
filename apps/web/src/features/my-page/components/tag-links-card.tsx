import { Copy, ExternalLink, Nfc, Plus } from 'lucide-react';
import { TAG_STATUS_META, TAG_TEXTS, type Tag } from '@portal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { publicTagUrl, tagUrlBeside } from '@/lib/public-urls';
import { copyUrl } from './public-page-card';

/** The public tag URLs (/t/{code}) with copy and open; the assign button only when `onAssign` is given (admins). */
export function TagLinksCard({
  tags,
  loading,
  failed,
  onRetry,
  onAssign,
  title = 'URLs públicas das tags',
  pageUrl,
}: {
  tags: Tag[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onAssign?: () => void;
  title?: string;
  /** The owner's page URL as the server gave it: tag URLs use the same site (what the QR codes encode). */
  pageUrl?: string;
}) {
  return (
    <Card className="p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          <p className="text-sm text-slate-500">Quem ler a tag abre este endereço.</p>
        </div>
        {onAssign && (
          <Button variant="secondary" size="sm" onClick={onAssign}>
            <Plus className="h-4 w-4" aria-hidden /> Atribuir tag
          </Button>
        )}
      </div>
      {loading ? (
        <Spinner />
      ) : failed ? (
        <ErrorState message={TAG_TEXTS.myTagsLoadFailed} onRetry={onRetry} />
      ) : !tags || tags.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
          {TAG_TEXTS.myTagsNoneAssigned}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Tags">
          {tags.map((tag) => {
            const url = pageUrl ? tagUrlBeside(pageUrl, tag.code) : publicTagUrl(tag.code);
            const status = TAG_STATUS_META[tag.status];
            return (
              <li key={tag.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
                    <Nfc className="h-4 w-4" aria-hidden />
                  </span>
                  <div className="min-w-0">
                    <p className="flex items-center gap-2">
                      <span className="font-mono text-sm font-semibold text-slate-900">{tag.code}</span>
                      <Badge tone={status.tone}>{status.label}</Badge>
                      <span className="text-xs text-slate-400">{tag.type}</span>
                    </p>
                    <p className="truncate font-mono text-xs text-slate-500">{url}</p>
                  </div>
                </div>
                <div className="flex gap-2 sm:shrink-0">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => copyUrl(url)}
                    aria-label={`Copiar URL da tag ${tag.code}`}
                  >
                    <Copy className="h-4 w-4" aria-hidden /> Copiar
                  </Button>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex h-8 items-center gap-1.5 rounded-lg bg-white px-3 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
                    aria-label={`Abrir a página da tag ${tag.code}`}
                  >
                    <ExternalLink className="h-4 w-4" aria-hidden /> Abrir
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

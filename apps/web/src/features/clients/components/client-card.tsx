import { Link } from 'react-router';
import { ExternalLink, FilePlus2, Mail, Pencil, Trash2 } from 'lucide-react';
import { chooseMainPhoto, CLIENT_LIST_TEXTS, CLIENT_TEXTS, photoSrc, type ClientListItem } from '@portal/shared';
import { cn } from '@/lib/utils';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ClientAvatar } from './client-avatar';

const actionClass =
  'inline-flex h-8 flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-2 text-sm font-medium transition-colors';

/**
 * A client card: avatar, name or 'Sem nome', the account's email, /p/{slug}, Edit and Profile (and Delete on the clients screen).
 * A client without a page shows 'Sem página' and, where the screen can create one, 'Criar página' in place of Profile;
 * a client without a profile yet (an account that only holds tags) has nothing to edit until then.
 */
export function ClientCard({
  client,
  onDelete,
  onCreatePage,
}: {
  client: ClientListItem;
  onDelete?: () => void;
  onCreatePage?: () => void;
}) {
  const slug = client.page?.slug ?? client.publicPageSlug;
  // The account's e-mail: the list carries none of the profile's contacts (issue 40).
  const email = client.user.email;
  const mainPhoto = chooseMainPhoto(client.photos);
  const photoUrl = mainPhoto ? photoSrc(mainPhoto, 'thumbnail') : client.mainPhotoUrl;
  return (
    <Card className="flex flex-col p-4" data-testid="client-card">
      <div className="flex flex-1 items-start gap-3">
        {/* keyed by its URL: a new photo gets a fresh try after an earlier one failed to load */}
        <ClientAvatar key={photoUrl ?? ''} name={client.name} photoUrl={photoUrl} seed={client.id} />
        <div className="min-w-0 flex-1">
          <p className={cn('truncate font-semibold', client.name ? 'text-slate-900' : 'italic text-slate-400')}>
            {client.name || CLIENT_TEXTS.noName}
          </p>
          <p className="flex items-center gap-1 truncate text-sm text-slate-500">
            <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden />
            <span className="truncate">{email}</span>
          </p>
          {slug ? (
            <p className="mt-1 flex h-5 items-center gap-1.5">
              <span className="truncate font-mono text-xs text-brand-600">/p/{slug}</span>
              {client.page && !client.page.isActive && <Badge tone="slate">Inativa</Badge>}
            </p>
          ) : (
            <p className="mt-1 flex h-5 items-center">
              <Badge tone="yellow">{CLIENT_LIST_TEXTS.withoutPage}</Badge>
            </p>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        {/* A client without a profile yet has nothing to edit: 'Criar página' gives it one. */}
        {!client.withoutProfile && (
          <Link
            to={`/admin/product/edit/${client.id}`}
            className={cn(actionClass, 'bg-brand-50 text-brand-700 hover:bg-brand-100')}
          >
            <Pencil className="h-4 w-4" aria-hidden /> Editar
          </Link>
        )}
        {!client.page && onCreatePage ? (
          <button
            type="button"
            onClick={onCreatePage}
            className={cn(actionClass, 'bg-brand-600 text-white hover:bg-brand-700')}
            aria-label={`${CLIENT_LIST_TEXTS.createPage}: ${client.name || email}`}
          >
            <FilePlus2 className="h-4 w-4" aria-hidden /> {CLIENT_LIST_TEXTS.createPage}
          </button>
        ) : slug ? (
          // The public page is rendered by the server: a full navigation in a new tab, not a route of this app.
          <a
            href={`/p/${encodeURIComponent(slug)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(actionClass, 'text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50')}
          >
            <ExternalLink className="h-4 w-4" aria-hidden /> Perfil
          </a>
        ) : (
          <span
            className={cn(actionClass, 'cursor-not-allowed text-slate-400 ring-1 ring-inset ring-slate-200')}
            aria-disabled
          >
            <ExternalLink className="h-4 w-4" aria-hidden /> Perfil
          </span>
        )}
        {onDelete && (
          <button
            type="button"
            onClick={onDelete}
            className="inline-flex h-8 w-9 shrink-0 items-center justify-center rounded-lg text-red-600 hover:bg-red-50"
            aria-label={`Deletar ${client.name || email}`}
            title="Deletar"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </button>
        )}
      </div>
    </Card>
  );
}

import { Link } from 'react-router';
import { Copy, ExternalLink, Eye, FileEdit, Nfc, Pencil, Trash2 } from 'lucide-react';
import { PAGE_TEXTS, PROFILE_TEXTS, type AccountProfile } from '@portal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { copyToClipboard } from '@/lib/clipboard';
import { ProfileKindBadge, ProfileKindIcon } from '@/components/profile-kind-badge';
import { publicTagPath, tagUrlBeside } from '@/lib/public-urls';
import { notify } from '@/lib/notifications/notify';
import { editPagePath, type ProfileScope } from '../lib/scope';

async function copyUrl(url: string) {
  try {
    await copyToClipboard(url);
    notify.success(PAGE_TEXTS.urlCopied);
  } catch {
    notify.error('Não foi possível copiar a URL.');
  }
}

const linkButton =
  'inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-lg px-3 text-sm font-medium shadow-sm';

/** One profile of the account: kind, name, page URL, views, the tags that open it and what can be done with it. */
export function ProfileRow({
  profile,
  scope,
  onEdit,
  onDelete,
}: {
  profile: AccountProfile;
  scope: ProfileScope;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const page = profile.page;
  const editPage = editPagePath(scope, profile);
  const tagHref = (code: string) => (page ? tagUrlBeside(page.publicUrl, code) : publicTagPath(code));
  return (
    <li className="flex gap-3 p-4" aria-label={profile.name}>
      <span
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600"
        aria-hidden
      >
        <ProfileKindIcon kind={profile.kind} className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 truncate text-base font-semibold text-slate-900">{profile.name}</h3>
          <ProfileKindBadge kind={profile.kind} />
          {profile.isPrimary && <Badge tone="blue">{PROFILE_TEXTS.primaryBadge}</Badge>}
          {page && !page.isActive && <Badge>Inativa</Badge>}
        </div>
        {page ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <a
              href={page.publicUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="min-w-0 max-w-full truncate font-mono text-brand-700 hover:underline"
              data-testid="profile-url"
            >
              {page.publicUrl}
            </a>
            <span className="inline-flex items-center gap-1 text-slate-500">
              <Eye className="h-4 w-4" aria-hidden />
              {formatNumber(page.views)} {page.views === 1 ? 'visualização' : 'visualizações'}
            </span>
          </div>
        ) : (
          <p className="text-sm text-slate-500">Sem página pública.</p>
        )}
        {profile.tags.length === 0 ? (
          <p className="text-xs text-slate-500">{PROFILE_TEXTS.noTags}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5" aria-label={`Tags de ${profile.name}`}>
            {profile.tags.map((tag) => (
              <li key={tag.id}>
                <a
                  href={tagHref(tag.code)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-700 ring-1 ring-inset ring-slate-200 hover:bg-slate-200"
                >
                  <Nfc className="h-3.5 w-3.5" aria-hidden />
                  {tag.code}
                </a>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2 pt-1">
          {page && (
            <>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => copyUrl(page.publicUrl)}
                aria-label={`Copiar URL da página de ${profile.name}`}
              >
                <Copy className="h-4 w-4" aria-hidden /> Copiar
              </Button>
              <a
                href={page.publicUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Abrir a página de ${profile.name}`}
                className={`${linkButton} bg-white text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50`}
              >
                <ExternalLink className="h-4 w-4" aria-hidden /> Abrir
              </a>
            </>
          )}
          {editPage && (
            <Link
              to={editPage}
              aria-label={`Editar página de ${profile.name}`}
              className={`${linkButton} bg-brand-600 text-white hover:bg-brand-700`}
            >
              <FileEdit className="h-4 w-4" aria-hidden /> Editar página
            </Link>
          )}
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Editar perfil de ${profile.name}`}>
            <Pencil className="h-4 w-4" aria-hidden /> Editar perfil
          </Button>
          {!profile.isPrimary && (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-600 hover:bg-red-50 hover:text-red-700 sm:ml-auto"
              onClick={onDelete}
              aria-label={`Excluir ${profile.name}`}
            >
              <Trash2 className="h-4 w-4" aria-hidden /> Excluir
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

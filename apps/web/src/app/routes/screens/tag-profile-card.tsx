import { useState } from 'react';
import { ExternalLink, Info, Link2 } from 'lucide-react';
import { PROFILE_KIND_CHOICES, PROFILE_TEXTS, type AccountProfile, type Tag, type TagProfileRef } from '@portal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { ProfileKindBadge } from '@/components/profile-kind-badge';
import { publicPagePath } from '@/lib/public-urls';
import { useClientProfiles, useMyProfiles } from '@/features/profiles';
import { useLinkTagProfile } from '@/features/tags';
import type { TagScope } from '@/features/tags';

/** What visitors of a B2B tag linked to a person see (public-tag-view: no page link, no contacts unless lost). */
const B2B_PERSON_HINT =
  'Em uma tag B2B ligada a uma pessoa, quem ler a tag vê só o nome do responsável, sem a página nem os contatos ' +
  '(a não ser que a tag esteja perdida). Para mostrar a ficha do equipamento, escolha um perfil de equipamento.';
const UNASSIGNED_TEXT = 'Esta tag não abre nenhum perfil enquanto não for atribuída a uma conta.';

/**
 * The account's profiles to choose from: the owner's own (GET /me/profiles), or for the admin the account of the
 * profile the tag opens (GET /admin/clients/{profileId}/profiles: any profile id names its account). Both hooks run
 * every render (the rules of hooks); only the scope's one is enabled.
 */
function useChoices(scope: TagScope, tag: Tag) {
  const assigned = Boolean(tag.assignedUserId);
  const mine = useMyProfiles(1, { enabled: scope === 'owner' && assigned });
  const client = useClientProfiles(scope === 'admin' && assigned ? tag.profile?.id : undefined);
  return scope === 'owner' ? mine : client;
}

const optionText = (profile: Pick<AccountProfile, 'name' | 'kind' | 'isPrimary'>) =>
  `${profile.name} · ${PROFILE_KIND_CHOICES[profile.kind].label}${profile.isPrimary ? ` (${PROFILE_TEXTS.primaryBadge})` : ''}`;

function LinkedProfile({ profile, page }: { profile: TagProfileRef; page: AccountProfile['page'] | undefined }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 rounded-xl bg-slate-50 px-3 py-2.5 text-sm">
      <ProfileKindBadge kind={profile.kind} />
      <span className="min-w-0 truncate font-medium text-slate-900" data-testid="tag-profile-name">
        {profile.name}
      </span>
      {profile.isPrimary && <Badge tone="green">{PROFILE_TEXTS.primaryBadge}</Badge>}
      {page && (
        <a
          href={publicPagePath(page.slug)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Ver a página de ${profile.name}`}
          className="ml-auto inline-flex items-center gap-1 text-xs font-medium text-brand-700 hover:text-brand-800"
        >
          <ExternalLink className="h-3.5 w-3.5" aria-hidden /> Ver página
        </a>
      )}
    </div>
  );
}

/**
 * 'Perfil que a tag abre' (issue 14): the profile /t/{code} shows, and a choice among the owner's profiles
 * (PATCH .../bracelets/{id}/profile {profileId}). An unassigned tag opens none; an assigned tag whose owner has no
 * profile yet has nothing to choose.
 */
export function TagProfileCard({ tag, scope }: { tag: Tag; scope: TagScope }) {
  const assigned = Boolean(tag.assignedUserId);
  const current = tag.profile ?? null;
  const choices = useChoices(scope, tag);
  const link = useLinkTagProfile(scope);
  const [chosen, setChosen] = useState(current?.id ?? '');

  const profiles = choices.data?.profiles ?? [];
  // The current profile stays a choice even if it is not on the first page of the list.
  const options: Array<Pick<AccountProfile, 'id' | 'name' | 'kind' | 'isPrimary'>> =
    current && !profiles.some((profile) => profile.id === current.id) ? [current, ...profiles] : profiles;
  const chosenKind = options.find((profile) => profile.id === chosen)?.kind ?? current?.kind;
  const currentPage = profiles.find((profile) => profile.id === current?.id)?.page ?? undefined;

  // mutateAsync, not mutate's callbacks: the new link remounts this card (its key) before the write settles, and
  // mutate's callbacks never run for an unmounted card.
  async function save() {
    if (!chosen || chosen === current?.id) return;
    try {
      await link.mutateAsync({ id: tag.id, profileId: chosen });
      notify.success(PROFILE_TEXTS.linkSaved);
    } catch (error) {
      notifyHttpError(error, PROFILE_TEXTS.linkFailed);
    }
  }

  // The admin reaches the account's profiles through the linked one; the owner through their own list.
  const nothingToChoose = scope === 'admin' ? !current : choices.isSuccess && options.length === 0;

  return (
    <Card className="p-5" role="region" aria-labelledby="tag-profile-title">
      <h2 id="tag-profile-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Link2 className="h-4 w-4 text-slate-400" aria-hidden /> {PROFILE_TEXTS.opensProfile}
      </h2>
      <p className="mt-0.5 text-sm text-slate-500">{PROFILE_TEXTS.opensProfileHint}</p>

      {!assigned ? (
        <p className="mt-3 rounded-xl bg-slate-50 px-3 py-2.5 text-sm italic text-slate-500">{UNASSIGNED_TEXT}</p>
      ) : (
        <div className="mt-3 space-y-3">
          {current && <LinkedProfile profile={current} page={currentPage} />}
          {nothingToChoose ? (
            <p className="rounded-xl bg-slate-50 px-3 py-2.5 text-sm italic text-slate-500">
              {PROFILE_TEXTS.noProfileYet}
            </p>
          ) : choices.isPending ? (
            <Spinner className="py-3" label="Carregando perfis..." />
          ) : choices.isError ? (
            <ErrorState message={PROFILE_TEXTS.loadFailed} onRetry={() => choices.refetch()} />
          ) : (
            <div className="space-y-3">
              <Field label="Abrir outro perfil" htmlFor="tag-profile-select">
                <Select id="tag-profile-select" value={chosen} onChange={(event) => setChosen(event.target.value)}>
                  {!current && <option value="">Escolha um perfil</option>}
                  {options.map((profile) => (
                    <option key={profile.id} value={profile.id}>
                      {optionText(profile)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Button
                className="w-full"
                onClick={() => void save()}
                disabled={!chosen || chosen === current?.id}
                loading={link.isPending}
              >
                Salvar perfil da tag
              </Button>
            </div>
          )}
          {tag.type === 'B2B' && chosenKind === 'PERSON' && (
            <p className="flex gap-2 rounded-xl bg-yellow-50 px-3 py-2.5 text-xs text-yellow-900 ring-1 ring-inset ring-yellow-200">
              <Info className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
              <span>{B2B_PERSON_HINT}</span>
            </p>
          )}
        </div>
      )}
    </Card>
  );
}

import { useState } from 'react';
import { LogIn } from 'lucide-react';
import { defaultSlugFromName, PAGE_TEXTS } from '@portal/shared';
import { useAuth } from '@/lib/auth';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notifications/notify';
import { PublicPageCard, TagLinksCard, useCreateMyPage, useMyPage } from '@/features/my-page';
import { OWNER_SCOPE, ProfilesCard } from '@/features/profiles';
import { AssignTagDialog, useMyTags } from '@/features/tags';
import { ProfilePhotos } from './profile-photos';

/**
 * 'Perfil Público' (spec section 2): the owner's public URL with an edit button, or the prompt to create the
 * page; the account's profiles (issue 14: people, pets, equipment, each with its page and tags); the public URLs
 * of the owner's tags; the photos of the profile the owner picks. The assign dialog is for admins only: under /user (role user)
 * it never shows; an admin gets the same panel, for a client, on the 'Editar Cliente' screen.
 */
export function PublicProfileScreen() {
  const { user } = useAuth();
  const page = useMyPage();
  const tags = useMyTags(user?.id ?? '');
  const create = useCreateMyPage();
  const [assigning, setAssigning] = useState(false);

  if (!user) {
    return <EmptyState icon={<LogIn className="h-10 w-10" aria-hidden />} title={PAGE_TEXTS.signInRequired} />;
  }
  const defaultSlug = defaultSlugFromName(user.name);
  const isAdmin = user.role === 'admin';

  function createPage() {
    if (!user) return;
    create.mutate(
      { userId: user.id, name: user.name, publicPageSlug: defaultSlug },
      { onError: () => notify.error(PAGE_TEXTS.meCreateFailed) },
    );
  }

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Perfil Público" description="O endereço da sua página pública e das suas tags." />
      <div className="space-y-4">
        {page.isPending ? (
          <Spinner />
        ) : page.isError ? (
          <ErrorState message="Não foi possível carregar a sua página pública." onRetry={() => page.refetch()} />
        ) : (
          <PublicPageCard
            page={page.data}
            editPath={page.data ? `/user/product/edit/${page.data.id}` : ''}
            onCreate={createPage}
            creating={create.isPending}
            defaultSlug={defaultSlug}
          />
        )}
        <ProfilesCard scope={OWNER_SCOPE} />
        <TagLinksCard
          tags={tags.data?.items}
          loading={tags.isPending}
          failed={tags.isError}
          onRetry={() => tags.refetch()}
          onAssign={isAdmin ? () => setAssigning(true) : undefined}
          pageUrl={page.data?.publicUrl}
        />
        {page.data && <ProfilePhotos primaryProfileId={page.data.profileId} />}
      </div>
      {isAdmin && (
        <AssignTagDialog open={assigning} onOpenChange={setAssigning} userId={user.id} userName={user.name} />
      )}
    </div>
  );
}

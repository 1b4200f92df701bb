import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ArrowLeft, FilePlus2 } from 'lucide-react';
import { CLIENT_TEXTS, defaultSlugFromName } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import {
  buildPageSaveBody,
  CreatePageDialog,
  PageEditor,
  pageToEditorValues,
  usePage,
  useUpdatePage,
} from '@/features/pages';
import { PocketCardPanel, ProfilePinCard, ProfilesCard, useSaveProfilePage } from '@/features/profiles';
import { profileDetailsFromForm } from '@/lib/profile-fields/profile-details';
import { OwnerTagLinks } from './owner-tag-links';
import { PhotoGallery } from '@/features/photos';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { ClientDataExport, useClient } from '@/features/clients';

function LoadFailed({ message, onBack }: { message: string; onBack: () => void }) {
  return (
    <div className="py-10">
      <section
        role="alert"
        className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <h2 className="text-lg font-semibold text-slate-900">{CLIENT_TEXTS.editLoadFailedTitle}</h2>
        <p className="mt-2 text-sm text-slate-500">{message}</p>
        <Button className="mt-6" variant="secondary" onClick={onBack}>
          <ArrowLeft className="h-4 w-4" aria-hidden /> Voltar
        </Button>
      </section>
    </div>
  );
}

/**
 * 'Editar Cliente' (spec section 2): loads the client (any of its profiles: the id may be a non-primary profile's),
 * then its page, and edits the page with two live previews; below, the account's profiles with 'Novo perfil'.
 */
export function ClientEditScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  const client = useClient(id);
  const page = usePage(client.data?.page?.id);
  const update = useUpdatePage();
  const save = useSaveProfilePage({ role: 'admin', clientId: id ?? '' });
  const [creating, setCreating] = useState(false);
  const preset = useMemo(
    () => (client.data ? { profileId: client.data.id, title: client.data.name || 'Meu Perfil' } : undefined),
    [client.data],
  );
  const back = () => navigate('/admin/clients');

  if (!id) return <LoadFailed message={CLIENT_TEXTS.idMissing} onBack={back} />;
  if (client.isPending || (client.data?.page && page.isPending)) return <Spinner />;
  if (client.isError || page.isError) {
    return <LoadFailed message={CLIENT_TEXTS.editLoadFailed} onBack={back} />;
  }
  const owner = client.data;
  const ownerName = owner.name || owner.user.email;

  if (!page.data) {
    const slug = defaultSlugFromName(owner.name);
    return (
      <>
        <PageHeader
          title="Editar Cliente"
          description={ownerName}
          actions={
            <Button variant="secondary" onClick={back}>
              <ArrowLeft className="h-4 w-4" aria-hidden /> Voltar
            </Button>
          }
        />
        <EmptyState
          icon={<FilePlus2 className="h-10 w-10" aria-hidden />}
          title="Este cliente ainda não tem página pública"
          description={`Crie a página para editar o tema, os contatos e as informações médicas. Endereço sugerido: /p/${slug}`}
          action={
            <Button onClick={() => setCreating(true)}>
              <FilePlus2 className="h-4 w-4" aria-hidden /> Criar página pública
            </Button>
          }
        />
        <div className="mt-6 space-y-4">
          <ClientDataExport clientId={owner.id} />
          <ProfilesCard scope={{ role: 'admin', clientId: owner.id }} />
          <PhotoGallery profileId={owner.id} editable />
          <OwnerTagLinks userId={owner.userId} userName={ownerName} />
        </div>
        <CreatePageDialog open={creating} onOpenChange={setCreating} preset={preset} />
      </>
    );
  }

  const current = page.data;
  return (
    <PageEditor
      // A new PIN or its removal changes the profile: the editor starts again from its levels.
      key={`${current.id}:${current.updatedAt}:${owner.updatedAt}`}
      title="Editar Cliente"
      description={
        <>
          {ownerName}
          {owner.email && owner.name ? <span className="text-slate-400"> · {owner.email}</span> : null}
        </>
      }
      initialValues={pageToEditorValues(current, owner)}
      pageId={current.id}
      currentSlug={current.slug}
      publicUrl={current.publicUrl}
      views={current.analytics.views}
      clientName={owner.name}
      kind={owner.kind}
      photos={owner.photos}
      hasPin={owner.hasPin}
      saving={save.isPending}
      onBack={back}
      onSave={async (values) => {
        try {
          await save.mutateAsync({
            profileId: owner.id,
            profile: profileDetailsFromForm(values, owner.kind),
            writePage: () => update.mutateAsync({ id: current.id, body: buildPageSaveBody(values, current.seo) }),
          });
          notify.success(CLIENT_TEXTS.editSaved);
        } catch (error) {
          notifyHttpError(error, CLIENT_TEXTS.editSaveFailed);
          throw error;
        }
      }}
      extraTabs={[
        {
          value: 'perfis',
          label: 'Perfis e tags',
          content: (
            <>
              <ProfilesCard scope={{ role: 'admin', clientId: owner.id }} />
              <OwnerTagLinks userId={owner.userId} userName={ownerName} pageUrl={current.publicUrl} />
            </>
          ),
        },
        { value: 'fotos', label: 'Fotos', content: <PhotoGallery profileId={owner.id} editable /> },
        {
          value: 'pin',
          label: 'PIN e cartão',
          content: (
            <>
              <ProfilePinCard
                scope={{ role: 'admin', clientId: owner.id }}
                profileId={owner.id}
                hasPin={owner.hasPin}
              />
              <PocketCardPanel scope={{ role: 'admin', clientId: owner.id }} profile={owner} />
            </>
          ),
        },
        { value: 'lgpd', label: 'Dados (LGPD)', content: <ClientDataExport clientId={owner.id} /> },
      ]}
    />
  );
}

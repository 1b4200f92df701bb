import { Link, useNavigate, useParams } from 'react-router';
import { CLIENT_TEXTS, PAGE_TEXTS, type AccountProfile, type Page } from '@portal/shared';
import { useAuth } from '@/lib/auth';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { PageEditor, pageToEditorValues } from '@/features/pages';
import {
  OpenAlertCard,
  OWNER_SCOPE,
  PocketCardPanel,
  ProfilePinCard,
  useMyProfile,
  useMyProfilePage,
  useSaveProfilePage,
} from '@/features/profiles';
import { profileDetailsFromForm } from '@/lib/profile-fields/profile-details';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useMyPage, useUpdateMyPage } from '@/features/my-page';
import { buildMyPageSaveBody } from './my-page-body';

const LOAD_FAILED = 'Não foi possível carregar a sua página pública.';

/**
 * The owner's own page editor: the admin's editor, talking to GET and PUT /me/page. The address names the page (by
 * its id, or its profile's as on the admin's route): the primary profile's page, or the page of another of the
 * owner's profiles (GET /me/page?profileId=); any other id says so rather than silently opening another page.
 */
export function MyPageEditorScreen() {
  const { id } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const primary = useMyPage();
  const isPrimaryId = Boolean(primary.data && (id === primary.data.id || id === primary.data.profileId));
  const other = useMyProfilePage(id, { enabled: primary.isSuccess && !isPrimaryId });
  const update = useUpdateMyPage();
  const save = useSaveProfilePage(OWNER_SCOPE);
  // The primary page's profile, whole (the page carries only part of it); another profile's comes with its page.
  const primaryProfile = useMyProfile(isPrimaryId ? primary.data?.profileId : undefined);

  if (primary.isPending) return <Spinner />;
  if (primary.isError) return <ErrorState message={LOAD_FAILED} onRetry={() => primary.refetch()} />;

  let current: Page;
  let profile: AccountProfile;
  let name: string;
  if (primary.data && isPrimaryId) {
    if (primaryProfile.isPending) return <Spinner />;
    if (primaryProfile.isError) return <ErrorState message={LOAD_FAILED} onRetry={() => primaryProfile.refetch()} />;
    current = primary.data;
    profile = primaryProfile.data;
    name = current.client.name || user?.name || '';
  } else {
    if (other.isPending) return <Spinner />;
    if (other.isError) return <ErrorState message={LOAD_FAILED} onRetry={() => other.refetch()} />;
    if (other.data.status !== 'found') {
      if (!primary.data && other.data.status === 'not-found') {
        return <EmptyState title="Você ainda não tem uma página pública" description="Crie-a em Perfil Público." />;
      }
      return (
        <div className="py-10 text-center">
          <ErrorPanel status={404} message={PAGE_TEXTS.adminNotFound} />
          <Link
            to={primary.data ? `/user/product/edit/${primary.data.id}` : '/user/public'}
            className="mt-4 inline-block text-sm font-medium text-brand-600 hover:text-brand-700"
          >
            Editar a minha página
          </Link>
        </div>
      );
    }
    current = other.data.page;
    profile = other.data.profile;
    name = other.data.profile.name;
  }

  return (
    <PageEditor
      key={`${current.id}:${current.updatedAt}:${profile.updatedAt}`}
      title="Editar Página"
      description={
        isPrimaryId ? 'A sua página pública: o que aparece a quem ler a sua tag.' : `A página pública de ${name}.`
      }
      initialValues={pageToEditorValues(current, profile)}
      pageId={current.id}
      currentSlug={current.slug}
      publicUrl={current.publicUrl}
      views={current.analytics.views}
      clientName={name}
      kind={profile.kind}
      photos={profile.photos}
      hasPin={profile.hasPin}
      saving={save.isPending}
      onBack={() => navigate('/user/public')}
      onSave={async (values) => {
        try {
          await save.mutateAsync({
            profileId: profile.id,
            profile: profileDetailsFromForm(values, profile.kind),
            writePage: () => update.mutateAsync({ id: current.id, body: buildMyPageSaveBody(values) }),
          });
          notify.success('Página atualizada com sucesso!');
        } catch (error) {
          notifyHttpError(error, CLIENT_TEXTS.editSaveFailed);
          throw error;
        }
      }}
      extraTabs={[
        {
          value: 'pin',
          label: 'PIN e cartão',
          content: (
            <>
              <ProfilePinCard scope={OWNER_SCOPE} profileId={profile.id} hasPin={profile.hasPin} />
              <PocketCardPanel scope={OWNER_SCOPE} profile={profile} />
            </>
          ),
        },
        { value: 'aviso', label: 'Aviso à família', content: <OpenAlertCard profileId={profile.id} /> },
      ]}
    />
  );
}

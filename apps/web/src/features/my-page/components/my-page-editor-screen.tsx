import { Link, useNavigate, useParams } from 'react-router';
import { CLIENT_TEXTS, PAGE_TEXTS } from '@portal/shared';
import { useAuth } from '@/lib/auth';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { PageEditor, pageToEditorValues } from '@/features/pages';
import { notify, notifyHttpError } from '@/features/notifications';
import { useMyPage } from '../api/get-my-page';
import { useUpdateMyPage } from '../api/update-my-page';
import { buildMyPageSaveBody } from '../lib/my-page-body';

/** The owner's own page editor: the admin's editor, talking to GET and PUT /me/page. */
export function MyPageEditorScreen() {
  const { id } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const page = useMyPage();
  const update = useUpdateMyPage();

  if (page.isPending) return <Spinner />;
  if (page.isError)
    return <ErrorState message="Não foi possível carregar a sua página pública." onRetry={() => page.refetch()} />;
  if (!page.data) {
    return <EmptyState title="Você ainda não tem uma página pública" description="Crie-a em Perfil Público." />;
  }
  // The address names the page (by its id, or its client's as on the admin's route): any other id is not this
  // owner's page, and says so rather than silently opening another one.
  if (id !== page.data.id && id !== page.data.profileId) {
    return (
      <div className="py-10 text-center">
        <ErrorPanel status={404} message={PAGE_TEXTS.adminNotFound} />
        <Link
          to={`/user/product/edit/${page.data.id}`}
          className="mt-4 inline-block text-sm font-medium text-brand-600 hover:text-brand-700"
        >
          Editar a minha página
        </Link>
      </div>
    );
  }

  const current = page.data;
  return (
    <PageEditor
      key={`${current.id}:${current.updatedAt}`}
      title="Editar Página"
      description="A sua página pública: o que aparece a quem ler a sua tag."
      initialValues={pageToEditorValues(current)}
      pageId={current.id}
      currentSlug={current.slug}
      publicUrl={current.publicUrl}
      views={current.analytics.views}
      clientName={current.client.name || user?.name || ''}
      saving={update.isPending}
      onBack={() => navigate('/user/public')}
      onSave={async (values) => {
        try {
          await update.mutateAsync({ id: current.id, body: buildMyPageSaveBody(values) });
          notify.success('Página atualizada com sucesso!');
        } catch (error) {
          notifyHttpError(error, CLIENT_TEXTS.editSaveFailed);
        }
      }}
    />
  );
}

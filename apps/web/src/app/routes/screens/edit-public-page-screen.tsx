import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { usePages } from '@/features/pages';
import { useMyProfiles } from '@/features/profiles';
import { useAuth } from '@/lib/auth';

/** How many pages an admin's slug search reads: a slug is unique, its text may appear in a few others. */
const SEARCH_LIMIT = 20;

/**
 * The way back (issue 43): 'Iniciar sessão para editar' on /p/{slug} signs in and lands here. An owner goes to the
 * editor of the profile whose page it is, an admin to that page's 'Editar Cliente'; anyone else, or a slug that is
 * no page (renamed, deleted), goes back to the public page itself, which the server renders.
 */
export function EditPublicPageScreen() {
  const { slug = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  // The session is read first: neither list is asked before the role is known.
  const admin = user?.role === 'admin';
  const wanted = slug.toLowerCase();
  const mine = useMyProfiles(1, { enabled: user?.role === 'user' });
  const pages = usePages({ search: wanted, page: 1, limit: SEARCH_LIMIT }, { enabled: admin });

  const settled = Boolean(user) && (admin ? !pages.isPending : !mine.isPending);
  const editor = admin
    ? pages.data?.pages.find((page) => page.slug === wanted)?.profileId
    : mine.data?.profiles.find((profile) => profile.page?.slug === wanted)?.page?.id;
  const target = editor ? `/${admin ? 'admin' : 'user'}/product/edit/${editor}` : null;

  useEffect(() => {
    if (!settled) return;
    if (target) navigate(target, { replace: true });
    else window.location.replace(`/p/${encodeURIComponent(wanted)}`);
  }, [settled, target, wanted, navigate]);

  return <Spinner />;
}

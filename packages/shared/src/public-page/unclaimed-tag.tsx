/** @jsxRuntime automatic @jsxImportSource @portal/shared */
/**
 * Issue 43: /t/{code} of a printed tag nobody has activated yet. Not the empty sheet of a tag ('Disponível · B2C ·
 * Sem informações técnicas'): what the tag is, what it will do once activated, and 'Ativar esta tag', the claim
 * screen with the code filled in (signed out, it signs in first and comes back).
 */
import { usePublicLanguage } from './i18n/context.js';
import { PublicFrame } from './parts.js';
import type { PublicTagView } from '../public-tag-view.js';

/** The app's claim screen with the tag's code filled in (the activation code is on the packaging's card). */
export const claimPathOf = (code: string) => `/user/tags/ativar?code=${encodeURIComponent(code)}`;

/**
 * A tag shows this instead of its sheet while it waits for its owner: a B2C tag (worn by a person or a pet) with no
 * owner, neither lost nor broken. A B2B tag keeps its sheet: it is fixed to equipment and read by technicians.
 */
export const isUnclaimedTag = (view: Pick<PublicTagView, 'type' | 'owner' | 'status'>) =>
  view.type === 'B2C' && view.owner === null && (view.status === 'INACTIVE' || view.status === 'ACTIVE');

export function UnclaimedTagBody({ view }: { view: PublicTagView }) {
  const { T } = usePublicLanguage();
  const texts = T.unclaimed;
  return (
    <PublicFrame bannerText={T.tagTitle(view.code)} lost={false} view={view}>
      <section className="card hero" aria-labelledby="tag-unclaimed-title">
        <div>
          <h1 id="tag-unclaimed-title">{texts.title}</h1>
          <p className="muted">{T.tagTitle(view.code)}</p>
        </div>
      </section>
      <section className="card">
        <p style={{ margin: '0 0 12px' }}>{texts.lead(view.appName)}</p>
        <p style={{ margin: '0 0 14px' }}>{texts.ownerHint}</p>
        <a className="btn big" href={claimPathOf(view.code)}>
          {texts.activate}
        </a>
      </section>
      <p className="muted" style={{ margin: '0 4px' }}>
        {texts.finderHint}
      </p>
    </PublicFrame>
  );
}

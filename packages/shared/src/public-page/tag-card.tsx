/** @jsxRuntime automatic @jsxImportSource @portal/shared */
/**
 * Issue 41: a person's tag is their card. /t/{code} of a tag that opens a person's active page answers that page's
 * emergency card itself (the same PublicPageBody as /p/{slug}: levels, PIN form, languages, lost banner, finder's
 * form), under a small 'Tag {code}' line; the tag's own details wait below the card, behind 'Sobre a tag' (a
 * <details>: it opens without JavaScript). The forms post to the tag's address, so the answer stays on this door.
 */
import { usePublicLanguage } from './i18n/context.js';
import type { PublicTagView } from '../public-tag-view.js';
import type { FinderFormState } from './finder-form.js';
import type { PinFormState } from './pin-form.js';
import { PublicPageBody, type PublicPageView } from './page.js';
import { DefinitionList } from './parts.js';

export function PublicTagCardBody({
  tag,
  card,
  pin,
  finder,
  familyShare,
}: {
  tag: PublicTagView;
  card: PublicPageView;
  pin?: PinFormState;
  finder?: { state?: FinderFormState; script?: string };
  /** Issue 42: the family alert's share of the visitor's place. */
  familyShare?: { script: string };
}) {
  const { T } = usePublicLanguage();
  const line = <p className="muted small tag-line">{T.tagTitle(tag.code)}</p>;
  const about = (
    <details className="card tag-about">
      <summary>{T.aboutTag}</summary>
      <DefinitionList
        rows={[
          [T.status, T.tagStatus[tag.status]],
          [T.tagType, tag.type],
          [T.nickname, tag.nickname],
          [T.color, tag.color],
        ]}
      />
    </details>
  );
  return (
    <PublicPageBody
      view={card}
      pin={pin}
      finder={finder}
      familyShare={familyShare}
      door={{ path: `/t/${encodeURIComponent(tag.code)}`, line, about }}
    />
  );
}

/** @jsxRuntime automatic @jsxImportSource react */
/** The public tag page /t/{code}, rendered to HTML by the server. */
import { PUBLIC_PAGE_TEXTS as T } from '../pages.js';
import { initialsOf } from '../profiles.js';
import type { PublicTagView } from '../public-tag-view.js';
import { formatDateTimeBR } from '../public-view.js';
import { TAG_STATUS_META } from '../tag-enums.js';
import { Avatar, ContactsList, DefinitionList, hasAnyValue, Section, TechnicalBlocks } from './parts.js';

export type { PublicTagView };

/**
 * 'Tag {code}', the owner's photo and name with a prominent link to the owner's active page; a LOST tag
 * says so first and shows how to reach the owner (public contacts, else the page, else a hint); then the
 * technical sheet, location, status and next maintenance, maintenance, documents and custom tabs.
 */
export function PublicTagBody({ view }: { view: PublicTagView }) {
  const title = T.tagTitle(view.code);
  const status = TAG_STATUS_META[view.status];
  const owner = view.owner;
  const lost = view.status === 'LOST';
  const pageLink = owner?.slug ? (
    <a className="btn big" href={`/p/${owner.slug}`}>
      {owner.kind === 'PERSON' ? T.openOwnerPage : T.openOwnerPageGeneric}
    </a>
  ) : null;
  const about: Array<[string, string]> = [
    [T.nickname, view.nickname],
    [T.color, view.color],
  ];
  const hasAbout = hasAnyValue(about);

  return (
    <>
      <div className={lost ? 'banner lost' : 'banner'}>{lost ? T.lostTitle : title}</div>
      <main className="wrap">
        <header className="card hero">
          {owner && (
            <Avatar photo={owner.photo} initials={initialsOf(owner.name)} label={T.photoOf(owner.name)} linked />
          )}
          <div>
            <h1>{title}</h1>
            {owner && (
              <p className="muted">
                {T.owner}: <strong>{owner.name ?? '—'}</strong>
              </p>
            )}
            <div className="badges">
              <span className={`badge ${status.tone}`}>{status.label}</span>
              <span className="badge">{view.type}</span>
            </div>
          </div>
        </header>
        {lost && (
          <Section title={T.lostTitle} id="perdida" className="lost-box">
            {owner && owner.contacts.length > 0 ? (
              <>
                <p style={{ margin: '0 0 8px' }}>{T.lostHowTo}</p>
                <ContactsList contacts={owner.contacts} />
                {pageLink && <div style={{ marginTop: 10 }}>{pageLink}</div>}
              </>
            ) : owner?.slug ? (
              <>
                <p style={{ margin: '0 0 10px' }}>{T.lostHowTo}</p>
                {pageLink}
              </>
            ) : (
              <p style={{ margin: 0 }}>{T.lostNoContacts}</p>
            )}
          </Section>
        )}
        {!lost && pageLink && <div className="links">{pageLink}</div>}
        {hasAbout && (
          <Section title={T.aboutTag}>
            <DefinitionList rows={about} />
          </Section>
        )}
        <TechnicalBlocks tech={view.technical} showEmptyNote={!hasAbout} />
        <footer>
          {T.lastUpdate}: {formatDateTimeBR(view.updatedAt)} · {view.appName}
        </footer>
      </main>
    </>
  );
}

export function publicTagHead(view: PublicTagView) {
  const title = T.tagTitle(view.code);
  const ownerName = view.owner?.name;
  return {
    title: ownerName ? `${title} · ${ownerName}` : title,
    description: ownerName ? `${title} de ${ownerName} — ${view.appName}` : `${title} — ${view.appName}`,
    canonicalUrl: `${view.publicUrl}/t/${encodeURIComponent(view.code)}`,
    siteName: view.appName,
  };
}

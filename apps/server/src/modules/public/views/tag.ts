/** The public tag page /t/{code}, rendered on the server as a complete document. */
import {
  formatDateTimeBR,
  initialsOf,
  PUBLIC_PAGE_TEXTS as T,
  TAG_STATUS_META,
  type EmergencyContact,
  type PageTheme,
  type ProfileKind,
  type TagStatus,
  type TechnicalSections,
} from '@portal/shared';
import { html } from './html.js';
import { documentHtml } from './layout.js';
import { avatarBlock, contactsList, definitionList, technicalBlocks } from './sections.js';

export type PublicTagView = {
  code: string;
  type: string;
  status: TagStatus;
  nickname: string;
  color: string;
  technical: TechnicalSections;
  updatedAt: string;
  owner: {
    name: string | null;
    kind: ProfileKind;
    photoUrl: string | null;
    avatarUrl: string;
    /** The owner's page, only when it is active. */
    slug: string | null;
    /** The owner's emergency contacts, only when they are public. */
    contacts: EmergencyContact[];
  } | null;
  theme: PageTheme;
  appName: string;
  publicUrl: string;
};

const TONES: Record<string, string> = { green: 'green', blue: 'blue', yellow: 'yellow', red: 'red' };

/**
 * 'Tag {code}', the owner's photo and name with a prominent link to the owner's active page; a LOST tag
 * says so first and shows how to reach the owner (public contacts, else the page, else a hint); then the
 * technical sheet, location, status and next maintenance, maintenance, documents and custom tabs.
 */
export function renderPublicTag(view: PublicTagView): string {
  const title = T.tagTitle(view.code);
  const status = TAG_STATUS_META[view.status];
  const owner = view.owner;
  const lost = view.status === 'LOST';
  const pageLink = owner?.slug
    ? html`<a class="btn big" href="/p/${owner.slug}">${owner.kind === 'PERSON' ? T.openOwnerPage : T.openOwnerPageGeneric}</a>`
    : '';
  const lostBox = lost
    ? html`<section class="card lost-box" id="perdida"><h2>${T.lostTitle}</h2>${
        owner?.contacts.length
          ? html`<p style="margin:0 0 8px">${T.lostHowTo}</p>${contactsList(owner.contacts)}${pageLink ? html`<div style="margin-top:10px">${pageLink}</div>` : ''}`
          : owner?.slug
            ? html`<p style="margin:0 0 10px">${T.lostHowTo}</p>${pageLink}`
            : html`<p style="margin:0">${T.lostNoContacts}</p>`
      }</section>`
    : '';
  const b2c = definitionList([
    [T.nickname, view.nickname],
    [T.color, view.color],
  ]);
  const body = html`<div class="banner${lost ? ' lost' : ''}">${lost ? T.lostTitle : title}</div>
<main class="wrap">
<header class="card hero">
${owner ? avatarBlock({ photoUrl: owner.photoUrl, initials: initialsOf(owner.name), label: owner.name ?? T.owner, avatarUrl: owner.avatarUrl }) : ''}
<div>
<h1>${title}</h1>
${owner ? html`<p class="muted">${T.owner}: <strong>${owner.name ?? '—'}</strong></p>` : ''}
<div class="badges"><span class="badge ${TONES[status.tone] ?? ''}">${status.label}</span><span class="badge">${view.type}</span></div>
</div>
</header>
${lostBox}
${!lost && pageLink ? html`<div class="links">${pageLink}</div>` : ''}
${b2c ? html`<section class="card"><h2>${T.aboutTag}</h2>${b2c}</section>` : ''}
${technicalBlocks(view.technical, { showEmptyNote: !b2c })}
<footer>${T.lastUpdate}: ${formatDateTimeBR(view.updatedAt)} · ${view.appName}</footer>
</main>`;
  return documentHtml(
    {
      title: owner?.name ? `${title} · ${owner.name}` : title,
      description: owner?.name ? `${title} de ${owner.name} — ${view.appName}` : `${title} — ${view.appName}`,
      canonicalUrl: `${view.publicUrl}/t/${encodeURIComponent(view.code)}`,
      siteName: view.appName,
      noindex: true,
    },
    view.theme,
    body,
  );
}

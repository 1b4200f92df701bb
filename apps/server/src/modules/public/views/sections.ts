/** Pieces shared by the public page and the public tag page. */
import {
  formatDateBR,
  isEmptySection,
  PUBLIC_PAGE_TEXTS as T,
  telHref,
  type EmergencyContact,
  type TechnicalSections,
} from '@portal/shared';
import { avatarSvg } from './avatar.js';
import { cssUrl, html, raw, type SafeHtml } from './html.js';

/** The photo, with the initials avatar beneath it: if the photo fails to load the avatar shows (no script). */
export function avatarBlock(options: { photoUrl: string | null; initials: string; label: string; avatarUrl: string }): SafeHtml {
  if (!options.photoUrl) {
    return html`<div class="avatar" role="img" aria-label="${options.label}">${raw(avatarSvg(options.initials))}</div>`;
  }
  const style = `background-image:url('${cssUrl(options.photoUrl)}'),url('${cssUrl(options.avatarUrl)}')`;
  return html`<div class="avatar" role="img" aria-label="${options.label}" style="${style}"></div>`;
}

export function contactsList(contacts: EmergencyContact[]): SafeHtml {
  return html`<ul class="contacts">${contacts.map(
    (c) => html`<li><div><strong>${c.name}</strong><span>${c.relationship}</span><span>${c.phone}</span>${
      c.email ? html`<span><a href="mailto:${c.email}">${c.email}</a></span>` : ''
    }</div><a class="btn" href="${telHref(c.phone)}" aria-label="${`${T.call} para ${c.name}`}">${T.call}</a></li>`,
  )}</ul>`;
}

/** dl rows, leaving out empty values. */
export function definitionList(rows: Array<[string, string | SafeHtml | null | undefined]>): SafeHtml | '' {
  const kept = rows.filter(([, value]) => value instanceof Object || !isEmptySection(value));
  if (kept.length === 0) return '';
  return html`<dl>${kept.map(([label, value]) => html`<dt>${label}</dt><dd>${value}</dd>`)}</dl>`;
}

/**
 * Technical sheet, location ('Abrir no mapa' only by the spec's rule), status and next maintenance,
 * maintenance, documents and custom tabs (their HTML was sanitised before it was stored); each only when
 * it has something. When all are empty: 'Sem informações técnicas ou documentos adicionais neste perfil.'
 */
export function technicalBlocks(tech: TechnicalSections, options: { showEmptyNote: boolean }): SafeHtml {
  if (tech.isEmpty) return options.showEmptyNote ? html`<p class="card muted small">${T.noTechnical}</p>` : html``;
  const sheet = definitionList([
    [T.serialNumber, tech.sheet.serialNumber],
    [T.model, tech.sheet.model],
    [T.details, tech.sheet.details],
  ]);
  const status = definitionList([
    [T.status, tech.statusLabel],
    [T.nextService, formatDateBR(tech.nextService)],
  ]);
  return html`${sheet ? html`<section class="card"><h2>${T.technicalSheet}</h2>${sheet}</section>` : ''}
${tech.location ? html`<section class="card"><h2>${T.location}</h2><p style="margin:0 0 8px">${tech.location}</p>${
    tech.mapUrl ? html`<a class="btn ghost" href="${tech.mapUrl}" target="_blank" rel="noopener noreferrer">${T.openMap}</a>` : ''
  }</section>` : ''}
${status ? html`<section class="card"><h2>${T.statusAndService}</h2>${status}</section>` : ''}
${tech.maintenance.length ? html`<section class="card"><h2>${T.maintenance}</h2><ul class="list">${tech.maintenance.map(
    (m) => html`<li><strong>${formatDateBR(m.date)}</strong>${m.description ? html` — ${m.description}` : ''}</li>`,
  )}</ul></section>` : ''}
${tech.documents.length ? html`<section class="card"><h2>${T.documents}</h2><ul class="list">${tech.documents.map(
    (d) => html`<li><a href="${d.url}" target="_blank" rel="noopener noreferrer">${d.label}</a></li>`,
  )}</ul></section>` : ''}
${tech.customTabs.map(
    (tab) => html`<section class="card"><h2>${tab.title}</h2><div>${raw(tab.content)}</div></section>`,
  )}`;
}

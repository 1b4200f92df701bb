/** @jsxRuntime automatic @jsxImportSource react */
/** Pieces shared by the public page, the public tag page and the editor's preview. */
import type { ReactNode } from 'react';
import { PUBLIC_PAGE_TEXTS as T } from '../pages.js';
import { telHref } from '../phone.js';
import { isEmptySection, type EmergencyContact } from '../profiles.js';
import { formatDateBR, type TechnicalSections } from '../public-view.js';
import { avatarSvg } from './avatar.js';

/** A URL for CSS url('...') inside a style attribute: quotes, parentheses, backslashes and spaces percent-encoded. */
const cssUrl = (url: string) =>
  url.replace(/['"()\\\s<>]/g, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`);

/**
 * The photo, with the initials avatar beneath it: if the photo fails to load the avatar shows (no script). A photo is
 * an image named by `label`; the initials alone are decoration beside the name, so screen readers skip them.
 */
export function Avatar({
  photoUrl,
  initials,
  label,
  avatarUrl,
}: {
  photoUrl: string | null;
  initials: string;
  label: string;
  avatarUrl: string;
}) {
  if (!photoUrl) {
    return <div className="avatar" aria-hidden="true" dangerouslySetInnerHTML={{ __html: avatarSvg(initials) }} />;
  }
  return (
    <div
      className="avatar"
      role="img"
      aria-label={label}
      style={{ backgroundImage: `url('${cssUrl(photoUrl)}'),url('${cssUrl(avatarUrl)}')` }}
    />
  );
}

/** A card with its title; `isPrivate` (editor preview only) marks a section visitors do not get. */
export function Section({
  title,
  id,
  className,
  isPrivate,
  children,
}: {
  title: string;
  id?: string;
  className?: string;
  isPrivate?: boolean;
  children: ReactNode;
}) {
  const classes = ['card', className, isPrivate ? 'private-section' : ''].filter(Boolean).join(' ');
  return (
    <section className={classes} id={id}>
      <h2>
        {title}
        {isPrivate && <span className="badge private">Privado</span>}
      </h2>
      {children}
    </section>
  );
}

export function ContactsList({ contacts }: { contacts: EmergencyContact[] }) {
  return (
    <ul className="contacts">
      {contacts.map((contact, index) => (
        <li key={index}>
          <div>
            <strong>{contact.name}</strong>
            <span>{contact.relationship}</span>
            <span>{contact.phone}</span>
            {contact.email && (
              <span>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </span>
            )}
          </div>
          <a className="btn" href={telHref(contact.phone)} aria-label={`${T.call} para ${contact.name}`}>
            {T.call}
          </a>
        </li>
      ))}
    </ul>
  );
}

type Row = [label: string, value: ReactNode];
const hasValue = ([, value]: Row) =>
  typeof value === 'string' ? !isEmptySection(value) : value !== null && value !== undefined && value !== false;

/** The rows that have a value, as a dl; nothing when none has. */
export function DefinitionList({ rows }: { rows: Row[] }) {
  const kept = rows.filter(hasValue);
  if (kept.length === 0) return null;
  return (
    <dl>{kept.map(([label, value]) => [<dt key={`t-${label}`}>{label}</dt>, <dd key={`d-${label}`}>{value}</dd>])}</dl>
  );
}
export const hasAnyValue = (rows: Row[]) => rows.some(hasValue);

/**
 * Technical sheet, location ('Abrir no mapa' only by the spec's rule), status and next maintenance,
 * maintenance, documents and custom tabs (their HTML was sanitised before it was stored and again on the
 * way out); each only when it has something. When all are empty, and `showEmptyNote`:
 * 'Sem informações técnicas ou documentos adicionais neste perfil.'
 */
export function TechnicalBlocks({ tech, showEmptyNote }: { tech: TechnicalSections; showEmptyNote: boolean }) {
  if (tech.isEmpty) return showEmptyNote ? <p className="card muted small">{T.noTechnical}</p> : null;
  const sheet: Row[] = [
    [T.serialNumber, tech.sheet.serialNumber],
    [T.model, tech.sheet.model],
    [T.details, tech.sheet.details],
  ];
  const status: Row[] = [
    [T.status, tech.statusLabel],
    [T.nextService, formatDateBR(tech.nextService)],
  ];
  return (
    <>
      {hasAnyValue(sheet) && (
        <Section title={T.technicalSheet}>
          <DefinitionList rows={sheet} />
        </Section>
      )}
      {tech.location && (
        <Section title={T.location}>
          <p style={{ margin: '0 0 8px' }}>{tech.location}</p>
          {tech.mapUrl && (
            <a className="btn ghost" href={tech.mapUrl} target="_blank" rel="noopener noreferrer">
              {T.openMap}
            </a>
          )}
        </Section>
      )}
      {hasAnyValue(status) && (
        <Section title={T.statusAndService}>
          <DefinitionList rows={status} />
        </Section>
      )}
      {tech.maintenance.length > 0 && (
        <Section title={T.maintenance}>
          <ul className="list">
            {tech.maintenance.map((entry, index) => (
              <li key={index}>
                <strong>{formatDateBR(entry.date)}</strong>
                {entry.description && ` — ${entry.description}`}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {tech.documents.length > 0 && (
        <Section title={T.documents}>
          <ul className="list">
            {tech.documents.map((document, index) => (
              <li key={index}>
                <a href={document.url} target="_blank" rel="noopener noreferrer">
                  {document.label}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {tech.customTabs.map((tab, index) => (
        <Section key={index} title={tab.title}>
          <div dangerouslySetInnerHTML={{ __html: tab.content }} />
        </Section>
      ))}
    </>
  );
}

/** @jsxRuntime automatic @jsxImportSource @portal/shared */
/** Pieces shared by the public page, the public tag page and the editor's preview. */
import type { CSSProperties, ReactNode } from 'react';
import { UNKNOWN_LABEL, type MaintenanceOutcome, type PublicServiceEntry } from '../maintenance.js';
import type { TagStatus } from '../tag-enums.js';
import { serviceStateWords, type ServiceState } from '../service-state.js';
import { EMPTY_EQUIPMENT_INFO, type EquipmentInfo } from '../profile-details.js';
import { photoSrc, type Photo } from '../photos.js';
import { isEmptySection } from '../profiles.js';
import type { PrivateMarks } from '../public-page-view.js';
import { usePublicLanguage } from './i18n/context.js';
import type { TechnicalSections } from '../public-view.js';
import { mapLinkForLocation } from '../tag-meta-view.js';
import { avatarSvg } from './avatar.js';
import { usePreloadImage } from './preload.js';
import { coverWidth, photoAverageColour, photoDimensions, photoPlaceholderDataUrl, photoSrcSet } from './photo.js';

/** A URL for CSS url('...') inside a style attribute: quotes, parentheses, backslashes and spaces percent-encoded. */
const cssUrl = (url: string) =>
  `url('${url.replace(/['"()\\\s<>]/g, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`)}')`;

/** The avatar frame's side in CSS pixels: on a phone, and from a 600 px wide content column (styles.ts). */
const AVATAR_SIDE = { phone: 96, wide: 120 } as const;
/** The viewport width at which the content column reaches 600 px (its 12 px side paddings). */
const WIDE_VIEWPORT = 624;

/**
 * The main photo as a real <img> in the round frame: the medium size, the thumbnail in srcset (the frame is small:
 * the thumbnail is enough up to a 2x screen), width/height for the aspect ratio, loaded first (above the fold).
 * While it loads its ThumbHash blur is the img's background. If it fails, the initials avatar covers it (CSS: a
 * broken image draws its ::after, a loaded one does not) and the alt text is transparent: no script, no broken-image
 * icon. The initials are inline (a data URL, ~0.8 KB): a photo that failed on a bad network would take a second
 * request down with it. Without a photo, the initials alone, as decoration beside the name (screen readers skip them).
 * `linked`: the frame opens the medium size (not in the editor's preview, which must not leave the editor).
 */
export function Avatar({
  photo,
  initials,
  label,
  linked = false,
}: {
  photo: Photo | null;
  initials: string;
  label: string;
  linked?: boolean;
}) {
  const preloadImage = usePreloadImage();
  if (!photo) {
    return <div className="avatar" aria-hidden="true" dangerouslySetInnerHTML={{ __html: avatarSvg(initials) }} />;
  }
  const { width, height } = photoDimensions(photo, 'medium');
  const placeholder = photoPlaceholderDataUrl(photo.placeholder);
  const style = {
    '--fallback': cssUrl(`data:image/svg+xml,${encodeURIComponent(avatarSvg(initials))}`),
  } as CSSProperties;
  if (placeholder) style.backgroundImage = cssUrl(placeholder);
  const medium = photoSrc(photo, 'medium');
  const srcSet = photoSrcSet(photo);
  const sizes = `(min-width: ${WIDE_VIEWPORT}px) ${coverWidth(photo, AVATAR_SIDE.wide)}px, ${coverWidth(photo, AVATAR_SIDE.phone)}px`;
  preloadImage({ srcSet, sizes });
  const image = (
    <img
      src={medium}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={label}
      decoding="async"
      fetchPriority="high"
      style={style}
    />
  );
  return linked ? (
    <a className="avatar" href={medium}>
      {image}
    </a>
  ) : (
    <div className="avatar">{image}</div>
  );
}

const EAGER_TILES = 3;

/**
 * The public photos as a grid of thumbnails, each opening its medium size (a plain link: works without script).
 * Lazy, except the first row of a phone (3 tiles): on a short page it is in the first screen, and its tiles are larger
 * than the avatar, so one of them is the page's largest paint (preloaded from <head>). The tile's background is the photo's average colour
 * while it loads (7 bytes, not a data URL per photo: the page must stay small with 50 photos). No srcset: a tile is
 * ~105-125 CSS px on a phone and ~110 on a computer, which the 320 px thumbnail covers on a 2.5x screen (a landscape
 * photo cropped square: 1.5x), and a srcset would cost ~230 bytes per photo (11 KB of HTML with 50 photos).
 */
export function PhotoGallery({ photos, preview }: { photos: Photo[]; preview?: PrivateMarks }) {
  const { T } = usePublicLanguage();
  const preloadImage = usePreloadImage();
  // The editor's preview opens a photo in a new tab: following the link would leave the editor.
  const linkTarget = preview ? '_blank' : undefined;
  return (
    <Section title={T.photos} id="fotos" isPrivate={preview?.photos}>
      <ul className="gallery">
        {photos.map((photo, index) => {
          const { width, height } = photoDimensions(photo, 'thumbnail');
          const colour = photoAverageColour(photo.placeholder);
          const eager = index < EAGER_TILES;
          if (eager) preloadImage({ href: photoSrc(photo, 'thumbnail') });
          return (
            <li key={photo.id}>
              <a
                href={photoSrc(photo, 'medium')}
                target={linkTarget}
                rel={linkTarget ? 'noopener noreferrer' : undefined}
              >
                <img
                  src={photoSrc(photo, 'thumbnail')}
                  width={width}
                  height={height}
                  alt={T.photoNumber(index + 1)}
                  loading={eager ? undefined : 'lazy'}
                  decoding="async"
                  style={colour ? { background: colour } : undefined}
                />
              </a>
            </li>
          );
        })}
      </ul>
    </Section>
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

export type Row = [label: string, value: ReactNode];
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

const OUTCOME_TONES: Record<MaintenanceOutcome, 'green' | 'yellow' | 'red'> = {
  OK: 'green',
  NEEDS_REPAIR: 'yellow',
  OUT_OF_SERVICE: 'red',
};

/**
 * Above an equipment's sheet (issue 20): whether it may be trusted, in words and colour (never colour alone), with
 * what to do. Nothing when its service is in order or it has no date.
 */
export function ServiceStateBanner({ serviceState }: { serviceState: ServiceState | null | undefined }) {
  const { T, formatDay } = usePublicLanguage();
  const words = serviceStateWords(serviceState, {
    ...T.service,
    overdue: (date) => T.service.overdue(formatDay(date)),
    dueSoon: (date) => T.service.dueSoon(formatDay(date)),
  });
  if (!words) return null;
  return (
    <section className={`card svc ${words.tone}`} id="situacao" aria-label={words.title}>
      <p className="svc-title">{words.title}</p>
      {words.advice && <p className="svc-advice">{words.advice}</p>}
    </section>
  );
}

/**
 * The service log as a visitor sees it: date, type and outcome (with its tone), newest first. It renders only those
 * three fields, whatever else an entry carries: notes, costs and who did it stay with the technicians.
 */
export function ServiceLog({ entries }: { entries: PublicServiceEntry[] }) {
  const { T, formatDay } = usePublicLanguage();
  return (
    <Section title={T.maintenance} id="manutencoes">
      <table className="log">
        <thead>
          <tr>
            <th scope="col">{T.serviceDate}</th>
            <th scope="col">{T.serviceType}</th>
            <th scope="col">{T.serviceOutcome}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={index}>
              <td>
                <time dateTime={entry.date}>{formatDay(entry.date)}</time>
              </td>
              <td>
                {(entry.type && T.maintenanceType[entry.type]) || UNKNOWN_LABEL}
                {entry.note && <span className="log-note">{entry.note}</span>}
              </td>
              <td>
                {entry.outcome ? (
                  <span className={`badge ${OUTCOME_TONES[entry.outcome] ?? ''}`}>
                    {T.maintenanceOutcome[entry.outcome] ?? UNKNOWN_LABEL}
                  </span>
                ) : (
                  UNKNOWN_LABEL
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/**
 * Technical sheet, location ('Abrir no mapa' only by the spec's rule), status and next maintenance,
 * maintenance (the service log when it has entries, else the meta's list), documents and custom tabs (their HTML was sanitised before it was stored and again on the
 * way out); each only when it has something. A piece of equipment's own fields (brand, model, serial, location)
 * come first and fill the sheet, the meta's values standing in for those left blank. When all are empty, and
 * `showEmptyNote`: 'Sem informações técnicas ou documentos adicionais neste perfil.'
 */
export function TechnicalBlocks({
  tech,
  equipment,
  showEmptyNote,
  serviceLog = [],
  hideStatus = false,
  nextServiceEstimated = false,
}: {
  tech: TechnicalSections;
  equipment?: EquipmentInfo | null;
  showEmptyNote: boolean;
  serviceLog?: PublicServiceEntry[];
  /** The service banner says overdue or out of service: the meta's 'Status' (e.g. 'Disponível') would contradict it. */
  hideStatus?: boolean;
  /** Issue 44: the next service is the horímetro's estimate ('05/02/2027 (estimada)'). */
  nextServiceEstimated?: boolean;
}) {
  const { T, formatDay } = usePublicLanguage();
  const own = equipment ?? EMPTY_EQUIPMENT_INFO;
  const sheet: Row[] = [
    [T.serialNumber, own.serialNumber.trim() || tech.sheet.serialNumber],
    [T.equipmentFields.brand, own.brand],
    [T.model, own.model.trim() || tech.sheet.model],
    [T.details, tech.sheet.details],
  ];
  const ownLocation = own.location.trim();
  const location = ownLocation || tech.location;
  const mapUrl = ownLocation ? mapLinkForLocation(ownLocation) : tech.mapUrl;
  if (tech.isEmpty && !hasAnyValue(sheet) && !location && serviceLog.length === 0) {
    return showEmptyNote ? <p className="card muted small">{T.noTechnical}</p> : null;
  }
  const status: Row[] = [
    [T.status, hideStatus ? '' : (T.tagStatus[tech.status as TagStatus] ?? tech.statusLabel)],
    [
      T.nextService,
      tech.nextService && nextServiceEstimated
        ? `${formatDay(tech.nextService)} (${T.nextServiceEstimated})`
        : formatDay(tech.nextService),
    ],
  ];
  return (
    <>
      {hasAnyValue(sheet) && (
        <Section title={T.technicalSheet}>
          <DefinitionList rows={sheet} />
        </Section>
      )}
      {location && (
        <Section title={T.location}>
          <p style={{ margin: '0 0 8px' }}>{location}</p>
          {mapUrl && (
            <a className="btn ghost" href={mapUrl} target="_blank" rel="noopener noreferrer">
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
      {serviceLog.length > 0 ? (
        <ServiceLog entries={serviceLog} />
      ) : (
        tech.maintenance.length > 0 && (
          <Section title={T.maintenance}>
            <ul className="list">
              {tech.maintenance.map((entry, index) => (
                <li key={index}>
                  <strong>{formatDay(entry.date)}</strong>
                  {entry.description && ` — ${entry.description}`}
                </li>
              ))}
            </ul>
          </Section>
        )
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

/**
 * What both public pages are framed by: the top bar (red while the tag or page is lost), then the page's own content
 * and the footer with its last update.
 */
export function PublicFrame({
  bannerText,
  lost,
  view,
  children,
}: {
  bannerText: string;
  lost: boolean;
  view: { updatedAt: string; timeZone?: string; appName: string };
  children: ReactNode;
}) {
  const { T, formatDateTime } = usePublicLanguage();
  return (
    <>
      {/* A labelled region: the bar is in a landmark like the rest of the page (axe 'region'). */}
      <section className={lost ? 'banner lost' : 'banner'} aria-label={bannerText}>
        {bannerText}
      </section>
      <main className="wrap">
        {children}
        <footer>
          {T.lastUpdate}: {formatDateTime(view.updatedAt, view.timeZone)} · {view.appName}
        </footer>
      </main>
    </>
  );
}

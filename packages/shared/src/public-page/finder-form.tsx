/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Lost mode on the public pages (issue 13): the banner a LOST tag's /t/{code} (and its profile's /p/{slug}) opens
 * with, the finder's form and its confirmation. A stranger on the street reads them on a phone, maybe with
 * JavaScript off: a plain HTML form that posts to /t/{code}/contato (/p/{slug}/contato) and answers with a whole
 * page. The one thing that needs a script, 'Enviar minha localização', is rendered hidden and the script reveals it.
 */
import { FINDER_CONTACT_MAX, FINDER_MESSAGE_MAX, LOST_TEXTS } from '../lost-mode.js';
import { PUBLIC_PAGE_TEXTS as T } from '../page-texts.js';
import type { LostBannerInfo } from '../public-page-view.js';
import type { Photo } from '../photos.js';
import { initialsOf, type ProfileKind } from '../profiles.js';
import { Avatar } from './parts.js';

/** The form's anchor: 'Falar com o dono' jumps to it. */
export const FINDER_FORM_ID = 'falar';

export const lostWord = (kind: ProfileKind) => (kind === 'PERSON' ? LOST_TEXTS.bannerPerson : LOST_TEXTS.bannerThing);
const LEADS: Record<ProfileKind, string> = {
  PERSON: LOST_TEXTS.bannerLeadPerson,
  PET: LOST_TEXTS.bannerLeadPet,
  EQUIPMENT: LOST_TEXTS.bannerLead,
};

/** The fields a finder typed (sent back with the errors) and the errors next to them; `form` sits above them. */
export type FinderFormState = {
  values: { message: string; contact: string; lat: string; lng: string };
  errors: Partial<Record<'message' | 'contact' | 'location' | 'form', string>>;
};
const EMPTY_FINDER_FORM: FinderFormState = {
  values: { message: '', contact: '', lat: '', lng: '' },
  errors: {},
};

/**
 * The lost card, first in the page: the main public photo, who is lost, the owner's message, 'Recompensa
 * oferecida' and the button to the form. The top bar above it already reads PERDIDO / PROCURA-SE.
 */
export function LostBanner({
  kind,
  name,
  photo,
  lost,
}: {
  kind: ProfileKind;
  name: string | null;
  photo: Photo | null;
  lost: LostBannerInfo;
}) {
  return (
    // Named apart from the top bar (PERDIDO): two regions with one name fail axe's landmark-unique.
    <section className="card lost-card" aria-label={name ? `${lostWord(kind)}: ${name}` : LEADS[kind]}>
      <div className="lost-photo">
        <Avatar photo={photo} initials={initialsOf(name)} label={T.photoOf(name)} />
      </div>
      {name && <p className="lost-name">{name}</p>}
      <p className="lost-lead">{LEADS[kind]}</p>
      {lost.message && <p className="lost-message">{lost.message}</p>}
      {lost.reward && <p className="reward">{LOST_TEXTS.reward}</p>}
      <a className="btn big" href={`#${FINDER_FORM_ID}`}>
        {LOST_TEXTS.talkToOwner}
      </a>
    </section>
  );
}

const fieldError = (id: string, message: string | undefined) =>
  message ? (
    <p id={`${id}-error`} className="field-error">
      {message}
    </p>
  ) : null;

/**
 * The finder's form. `website` is the honeypot: off screen, out of the tab order and of the accessibility tree, so
 * only a bot fills it. lat/lng stay empty unless the finder taps 'Enviar minha localização' (the script asks the
 * browser, which asks the finder); without JavaScript that button stays hidden.
 */
export function FinderForm({
  action,
  state = EMPTY_FINDER_FORM,
  script,
}: {
  action: string;
  state?: FinderFormState;
  script?: string;
}) {
  const { values, errors } = state;
  const invalid = (key: 'message' | 'contact') =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `finder-${key}-error` } : {};
  return (
    <section className="card finder form-card" id={FINDER_FORM_ID} aria-labelledby="finder-title">
      <h2 id="finder-title">{LOST_TEXTS.formTitle}</h2>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <form method="post" action={action}>
        <label htmlFor="finder-message">{LOST_TEXTS.formMessage}</label>
        <textarea
          id="finder-message"
          name="message"
          rows={5}
          required
          maxLength={FINDER_MESSAGE_MAX}
          placeholder={LOST_TEXTS.formMessagePlaceholder}
          defaultValue={values.message}
          {...invalid('message')}
        />
        {fieldError('finder-message', errors.message)}
        <label htmlFor="finder-contact">{LOST_TEXTS.formContact}</label>
        <input
          id="finder-contact"
          name="contact"
          type="text"
          maxLength={FINDER_CONTACT_MAX}
          autoComplete="tel"
          defaultValue={values.contact}
          {...invalid('contact')}
        />
        {fieldError('finder-contact', errors.contact)}
        <input type="hidden" name="lat" id="finder-lat" defaultValue={values.lat} />
        <input type="hidden" name="lng" id="finder-lng" defaultValue={values.lng} />
        <div className="hp" aria-hidden="true">
          <label htmlFor="finder-website">{T.finderHoneypot}</label>
          <input id="finder-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button
          type="button"
          id="finder-locate"
          className="btn ghost"
          hidden
          data-done={T.finderLocationAdded}
          data-failed={T.finderLocationFailed}
        >
          {LOST_TEXTS.formLocation}
        </button>
        <p id="finder-locate-status" className="small muted" hidden aria-live="polite">
          {LOST_TEXTS.formLocationHint}
        </p>
        {fieldError('finder-location', errors.location)}
        <button type="submit" className="btn big">
          {LOST_TEXTS.formSend}
        </button>
        <p className="small muted privacy">{LOST_TEXTS.formPrivacy}</p>
      </form>
      {script && <script src={script} defer />}
    </section>
  );
}

/** The answer to a sent form: the confirmation and the way back to the page. */
export function FinderSentBody({ withContact, backHref }: { withContact: boolean; backHref: string }) {
  return (
    <>
      <section className="banner" aria-label={T.finderSentTitle}>
        {T.finderSentTitle}
      </section>
      <main className="wrap">
        <div className="card panel">
          <h1>{T.finderSentTitle}</h1>
          <p>{withContact ? LOST_TEXTS.sent : LOST_TEXTS.sentNoContact}</p>
          <a className="btn big" href={backHref}>
            {T.finderBack}
          </a>
        </div>
      </main>
    </>
  );
}

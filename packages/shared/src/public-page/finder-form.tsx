/** @jsxRuntime automatic @jsxImportSource @portal/shared */
/**
 * Lost mode on the public pages (issue 13): the banner a LOST tag's /t/{code} (and its profile's /p/{slug}) opens
 * with, the finder's form and its confirmation. A stranger on the street reads them on a phone, maybe with
 * JavaScript off: a plain HTML form that posts to /t/{code}/contato (/p/{slug}/contato) and answers with a whole
 * page. The one thing that needs a script, 'Enviar minha localização', is rendered hidden and the script reveals it.
 */
import { FINDER_CONTACT_MAX, FINDER_MESSAGE_MAX } from '../lost-mode.js';
import { usePublicLanguage } from './i18n/context.js';
import type { PublicTexts } from './i18n/pt-BR.js';
import type { LostBannerInfo } from '../public-page-view.js';
import type { Photo } from '../photos.js';
import { initialsOf, type ProfileKind } from '../profiles.js';
import { Avatar } from './parts.js';
import { FieldError } from './field-error.js';

/** The form's anchor: 'Falar com o dono' jumps to it. */
export const FINDER_FORM_ID = 'falar';

/** The top bar's word in the visitor's language (`T`): PROCURA-SE for a person, PERDIDO for the rest. */
export const lostWord = (kind: ProfileKind, T: PublicTexts) =>
  kind === 'PERSON' ? T.lost.bannerPerson : T.lost.bannerThing;
const leadOf = (kind: ProfileKind, T: PublicTexts) =>
  kind === 'PERSON' ? T.lost.bannerLeadPerson : kind === 'PET' ? T.lost.bannerLeadPet : T.lost.bannerLead;

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
  const { T } = usePublicLanguage();
  return (
    // Named apart from the top bar (PERDIDO): two regions with one name fail axe's landmark-unique.
    <section className="card lost-card" aria-label={name ? `${lostWord(kind, T)}: ${name}` : leadOf(kind, T)}>
      <div className="lost-photo">
        <Avatar photo={photo} initials={initialsOf(name)} label={T.photoOf(name)} />
      </div>
      {name && <p className="lost-name">{name}</p>}
      <p className="lost-lead">{leadOf(kind, T)}</p>
      {lost.message && <p className="lost-message">{lost.message}</p>}
      {lost.reward && <p className="reward">{T.lost.reward}</p>}
      <a className="btn big" href={`#${FINDER_FORM_ID}`}>
        {T.lost.talkTo[kind]}
      </a>
    </section>
  );
}

/**
 * The finder's form. `website` is the honeypot: off screen, out of the tab order and of the accessibility tree, so
 * only a bot fills it. lat/lng stay empty unless the finder taps 'Enviar minha localização' (the script asks the
 * browser, which asks the finder); without JavaScript that button stays hidden.
 */
export function FinderForm({
  action,
  state = EMPTY_FINDER_FORM,
  script,
  kind,
}: {
  action: string;
  state?: FinderFormState;
  script?: string;
  /** What is lost: the title names whom the message reaches (issue 43); without it, 'Falar com o dono'. */
  kind?: ProfileKind;
}) {
  const { values, errors } = state;
  const { T, withLang } = usePublicLanguage();
  const invalid = (key: 'message' | 'contact') =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `finder-${key}-error` } : {};
  return (
    <section className="card finder form-card" id={FINDER_FORM_ID} aria-labelledby="finder-title">
      <h2 id="finder-title">{kind ? T.lost.talkTo[kind] : T.lost.formTitle}</h2>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <form method="post" action={withLang(action)}>
        <label htmlFor="finder-message">{T.lost.formMessage}</label>
        <textarea
          id="finder-message"
          name="message"
          rows={5}
          required
          maxLength={FINDER_MESSAGE_MAX}
          placeholder={T.lost.formMessagePlaceholder}
          defaultValue={values.message}
          {...invalid('message')}
        />
        <FieldError id="finder-message" message={errors.message} />
        <label htmlFor="finder-contact">{T.lost.formContact}</label>
        <input
          id="finder-contact"
          name="contact"
          type="text"
          maxLength={FINDER_CONTACT_MAX}
          autoComplete="tel"
          defaultValue={values.contact}
          {...invalid('contact')}
        />
        <FieldError id="finder-contact" message={errors.contact} />
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
          {T.lost.formLocation}
        </button>
        <p id="finder-locate-status" className="small muted" hidden aria-live="polite">
          {T.lost.formLocationHint}
        </p>
        <FieldError id="finder-location" message={errors.location} />
        <button type="submit" className="btn big">
          {T.lost.formSend}
        </button>
        <p className="small muted privacy">{T.lost.formPrivacy}</p>
      </form>
      {script && <script src={script} defer />}
    </section>
  );
}

/** The answer to a sent form: the confirmation and the way back to the page. */
export function FinderSentBody({ withContact, backHref }: { withContact: boolean; backHref: string }) {
  const { T, withLang } = usePublicLanguage();
  return (
    <>
      <section className="banner" aria-label={T.finderSentTitle}>
        {T.finderSentTitle}
      </section>
      <main className="wrap">
        <div className="card panel">
          <h1>{T.finderSentTitle}</h1>
          <p>{withContact ? T.lost.sent : T.lost.sentNoContact}</p>
          <a className="btn big" href={withLang(backHref)}>
            {T.finderBack}
          </a>
        </div>
      </main>
    </>
  );
}

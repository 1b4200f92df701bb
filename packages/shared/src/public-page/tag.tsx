/** @jsxRuntime automatic @jsxImportSource @portal/shared */
/** The public tag page /t/{code}, rendered to HTML by the server. */
import { usePublicLanguage } from './i18n/context.js';
import { PT_BR_TEXTS, type PublicTexts } from './i18n/pt-BR.js';
import { EMPTY_PET_INFO } from '../profile-details.js';
import { initialsOf, type ProfileKind } from '../profiles.js';
import type { PublicTagView } from '../public-tag-view.js';
import { dayInBrazil } from '../dates.js';
import { TAG_STATUS_META } from '../tag-enums.js';
import { FINDER_FORM_ID, FinderForm, LostBanner, lostWord, type FinderFormState } from './finder-form.js';
import { PIN_FORM_ID, PinForm } from './pin-form.js';
import { lostPetShareImagePath } from './page.js';
import { PetFinder, petDescriptionRows, ResponsibleCompany, RowsSection } from './kinds.js';
import { serviceStateHidesStatus } from '../service-state.js';
import {
  Avatar,
  DefinitionList,
  hasAnyValue,
  PublicFrame,
  Section,
  ServiceStateBanner,
  TechnicalBlocks,
} from './parts.js';
import { ContactsList } from './emergency.js';
import { EquipmentPlace, ProblemForm, type ProblemFormState } from './problem-form.js';
import { FireSafetyLevels } from './fire-safety.js';

export type { PublicTagView };

/** A person on a B2C tag wears it ('Usada por'); on a B2B tag the person answers for the equipment ('Responsável'). */
const ownerLabelOf = (kind: ProfileKind, type: string, T: PublicTexts) =>
  kind === 'PERSON' ? (type === 'B2B' ? T.owner : T.tagWearer) : kind === 'PET' ? T.tagPet : T.tagEquipment;
const pageLinkText = (kind: ProfileKind, name: string | null, T: PublicTexts) =>
  kind === 'PERSON' ? T.openOwnerPage : kind === 'PET' ? T.openPetPage(name) : T.openEquipmentPage;

/**
 * 'Tag {code}', the photo and name of the profile it opens; a LOST tag says so first and shows how to reach the
 * owner (public contacts, else the page, else a hint). Then by the profile's kind: a person's tag links to the
 * emergency card (never from a B2B tag: the builder gives no slug); a pet's tag speaks to the finder ('Se me
 * encontrou...', the tutor's contacts, a short description, its page); an equipment's tag shows its sheet (the
 * profile's fields and the tag's technical sections), the company responsible and a link to the full sheet.
 * `today` (YYYY-MM-DD) dates a pet's age: Brasília's day by default.
 * `actionsScript`: the URL of the script that fills the empty, hidden 'Ações da tag' placeholder for a signed-in
 * visitor (technician, owner, admin); the page itself is the same for everyone and needs no script.
 * A LOST tag with an owner (issue 13) opens with PERDIDO / PROCURA-SE, the lost card (photo, the owner's message,
 * reward, 'Falar com o dono') and carries the finder's form after the contacts; `finder` gives the form what the
 * finder typed and its errors, and the URL of its location script.
 */
export function PublicTagBody({
  view,
  today,
  actionsScript,
  finder,
  problem,
}: {
  view: PublicTagView;
  today?: string;
  actionsScript?: string;
  finder?: { state?: FinderFormState; script?: string };
  /** Issue 44: what a visitor typed in 'Relatar um problema' and its errors, when sent back. */
  problem?: ProblemFormState;
}) {
  const { T, withLang } = usePublicLanguage();
  const title = T.tagTitle(view.code);
  // An overdue or out-of-service piece of equipment is not 'Disponível', whatever the tag's status says (issue 20).
  const serviceState = view.serviceState?.state;
  const status =
    view.status !== 'LOST' && serviceState === 'OVERDUE'
      ? { tone: 'red', label: T.service.badgeOverdue }
      : view.status !== 'LOST' && serviceState === 'OUT_OF_SERVICE'
        ? { tone: 'red', label: T.service.badgeOutOfService }
        : { tone: TAG_STATUS_META[view.status].tone, label: T.tagStatus[view.status] };
  const owner = view.owner;
  const kind = owner?.kind ?? 'PERSON';
  const lost = view.status === 'LOST';
  // The finder's form needs someone to reach: a LOST tag without an owner keeps the 'entregue-a' hint only.
  const lostCard = owner && view.lost;
  const bannerText = lostCard ? lostWord(kind, T) : lost ? T.lostTitle : title;
  const pet = owner && kind === 'PET' ? (owner.pet ?? EMPTY_PET_INFO) : null;
  const equipment = owner && kind === 'EQUIPMENT' ? owner.equipment : null;
  const pageLink = owner?.slug ? (
    <a className="btn big" href={withLang(`/p/${owner.slug}`)}>
      {pageLinkText(kind, owner.name, T)}
    </a>
  ) : null;
  // The tag's colour is the admin's label for it ('#7C3AED'), nothing a visitor reads (issue 43).
  const about: Array<[string, string]> = [[T.nickname, view.nickname]];
  const hasAbout = hasAnyValue(about);
  const hideStatus = serviceStateHidesStatus(view.serviceState);

  return (
    <PublicFrame bannerText={bannerText} lost={lost} view={view}>
      {lostCard && <LostBanner kind={kind} name={owner.name} photo={owner.photo} lost={lostCard} />}
      <header className="card hero">
        {owner && !lostCard && (
          <Avatar photo={owner.photo} initials={initialsOf(owner.name)} label={T.photoOf(owner.name)} linked />
        )}
        <div>
          <h1>{title}</h1>
          {owner && (
            <p className={kind === 'PERSON' ? 'muted' : 'who'}>
              {ownerLabelOf(kind, view.type, T)}: <strong>{owner.name ?? '—'}</strong>
            </p>
          )}
          {/* Issue 43: a tag's status and type are equipment's words; a lost tag's bar already says PERDIDO. */}
          {view.type === 'B2B' && !lost && (
            <div className="badges">
              <span className={`badge ${status.tone}`}>{status.label}</span>
              <span className="badge">{view.type}</span>
            </div>
          )}
        </div>
      </header>
      {actionsScript && (
        <>
          <nav id="tag-actions" className="actions" hidden aria-label={T.tagActions} data-code={view.code} />
          <script src={actionsScript} defer />
        </>
      )}
      <ServiceStateBanner serviceState={view.serviceState} />
      <EquipmentPlace location={view.location} />
      <FireSafetyLevels fireSafety={view.fireSafety} />
      {lost && (
        <Section title={T.lostTitle} id="perdida" className="lost-box">
          {lostCard && view.contactsHidden ? (
            <>
              {/* The owner keeps the contacts hidden while lost (issue 20): the sentence leads to the form. */}
              <p style={{ margin: '0 0 10px' }}>{T.lostHowTo}</p>
              <a className="btn big" href={`#${FINDER_FORM_ID}`}>
                {T.lost.talkTo[kind]}
              </a>
            </>
          ) : owner && owner.contacts.length > 0 ? (
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
      {lostCard && (
        <FinderForm
          action={`/t/${encodeURIComponent(view.code)}/contato#${FINDER_FORM_ID}`}
          state={finder?.state}
          script={finder?.script}
          kind={kind}
        />
      )}
      {/* Issue 24: the profile's PIN sections open on its page (the same form, posted to /p/{slug}/pin). */}
      {owner?.slug && owner.pinSections.length > 0 && (
        <PinForm action={`/p/${encodeURIComponent(owner.slug)}/pin#${PIN_FORM_ID}`} />
      )}
      {pet && owner && (
        <>
          {!lost && (
            <PetFinder contacts={owner.contacts} microchip={pet.microchip}>
              {pageLink}
            </PetFinder>
          )}
          <RowsSection title={T.petAbout} rows={petDescriptionRows(pet, today ?? dayInBrazil(), T)} />
        </>
      )}
      {kind === 'PERSON' && !lost && pageLink && <div className="links">{pageLink}</div>}
      {kind === 'EQUIPMENT' && (
        <>
          <TechnicalBlocks
            tech={view.technical}
            equipment={equipment}
            showEmptyNote={!hasAbout}
            serviceLog={view.serviceLog}
            hideStatus={hideStatus}
            nextServiceEstimated={view.nextServiceEstimated}
          />
          <ResponsibleCompany equipment={equipment} />
          {!lost && owner && owner.contacts.length > 0 && (
            <Section title={T.equipmentContacts} id="contatos">
              <ContactsList contacts={owner.contacts} />
            </Section>
          )}
          {!lost && pageLink && <div className="links">{pageLink}</div>}
        </>
      )}
      {hasAbout && (
        <Section title={T.aboutTag}>
          <DefinitionList rows={about} />
        </Section>
      )}
      {/* Issue 44: anyone at a piece of equipment may report what is wrong with it (a lost one has the finder's form). */}
      {view.type === 'B2B' && !lost && <ProblemForm code={view.code} state={problem} />}
      {kind !== 'EQUIPMENT' && (
        <TechnicalBlocks
          tech={view.technical}
          showEmptyNote={false}
          serviceLog={view.serviceLog}
          hideStatus={hideStatus || view.type !== 'B2B'}
          nextServiceEstimated={view.nextServiceEstimated}
        />
      )}
    </PublicFrame>
  );
}

/** `T`: the visitor's texts (pt-BR by default). */
export function publicTagHead(view: PublicTagView, T: PublicTexts = PT_BR_TEXTS) {
  const title = T.tagTitle(view.code);
  const ownerName = view.owner?.name;
  const owner = view.owner;
  // Issue 41: a lost pet's tag asks for help in its preview, with its share picture (a person's carries no photo).
  if (owner?.kind === 'PET' && view.lost && owner.slug) {
    return {
      title: T.lostPetShare,
      description: T.lostPetShare,
      canonicalUrl: `${view.publicUrl}/t/${encodeURIComponent(view.code)}`,
      imageUrl: owner.photo ? `${view.publicUrl}${lostPetShareImagePath(owner.slug)}` : undefined,
      siteName: view.appName,
    };
  }
  return {
    title: ownerName ? `${title} · ${ownerName}` : title,
    description: ownerName ? `${title} de ${ownerName} — ${view.appName}` : `${title} — ${view.appName}`,
    canonicalUrl: `${view.publicUrl}/t/${encodeURIComponent(view.code)}`,
    siteName: view.appName,
  };
}

/** @jsxRuntime automatic @jsxImportSource @portal/shared */
/** The sections of a pet's and a piece of equipment's public page and tag page (issue 14). */
import type { ReactNode } from 'react';
import { usePublicLanguage } from './i18n/context.js';
import type { PublicTexts } from './i18n/pt-BR.js';
import { telHref } from '../phone.js';
import { petAgeText, type EquipmentInfo, type PetInfo } from '../profile-details.js';
import type { EmergencyContact } from '../profile-contacts.js';
import type { MedicalInfo } from '../profile-medical.js';
import { DefinitionList, hasAnyValue, Section, type Row } from './parts.js';
import { ContactsList } from './emergency.js';

/**
 * What a finder reads first on a pet's page and tag: 'Se me encontrou, fale com o meu tutor' and the tutor's
 * contacts to call; with none public, what to do instead (the microchip, when known, is how a vet finds the tutor).
 */
export function PetFinder({
  contacts,
  microchip,
  isPrivate,
  children,
  name,
}: {
  contacts: EmergencyContact[];
  microchip: string;
  isPrivate?: boolean;
  children?: ReactNode;
  /** The animal's name, for the WhatsApp message ('Olá, estou com Rex...'). */
  name?: string | null;
}) {
  const { T } = usePublicLanguage();
  return (
    <Section title={T.petFinderHeading} id="contatos" className="alert" isPrivate={isPrivate}>
      {contacts.length > 0 ? (
        <ContactsList contacts={contacts} about={name} />
      ) : (
        <>
          <p style={{ margin: 0 }}>{T.petFinderNoContacts}</p>
          {microchip && <p style={{ margin: '8px 0 0' }}>{T.petFinderMicrochip(microchip)}</p>}
        </>
      )}
      {children && <div style={{ marginTop: 10 }}>{children}</div>}
    </Section>
  );
}

/** 'Sobre mim': how a finder knows the animal (public by nature). `today` is YYYY-MM-DD, for the age. */
export function petAboutRows(pet: PetInfo, today: string, name: string | null, T: PublicTexts): Row[] {
  return [
    [T.name, name],
    [T.petFields.species, pet.species],
    [T.petFields.breed, pet.breed],
    [T.petFields.color, pet.color],
    [T.petFields.age, petAgeText(pet, today, T.petAge)],
    [T.petFields.microchip, pet.microchip],
    [T.petFields.temperament, pet.temperament],
  ];
}

/** The short description a tag page gives (its page has the rest). */
export const petDescriptionRows = (pet: PetInfo, today: string, T: PublicTexts): Row[] =>
  petAboutRows(pet, today, null, T).filter(([label]) => label !== T.name && label !== T.petFields.microchip);

/** 'Saúde': vaccinations, the vet, then the medical info as a pet has it (no 'Médico': a vet). */
export function petHealthRows(pet: PetInfo | null, medical: MedicalInfo | null, T: PublicTexts): Row[] {
  return [
    [T.petFields.vaccinations, pet?.vaccinations.join(', ') ?? null],
    [T.petFields.vetContact, pet?.vetContact.trim() || medical?.doctorContact || null],
    [T.allergies, medical?.allergies.join(', ') ?? null],
    [T.medications, medical?.medications.join(', ') ?? null],
    [T.conditions, medical?.conditions.join(', ') ?? null],
    [T.bloodType, medical?.bloodType ?? null],
    [T.medicalNotes, medical?.notes ?? null],
    [T.insuranceInfo, medical?.insuranceInfo ?? null],
  ];
}

/** A titled list of rows, left out when none has a value. */
export function RowsSection({ title, rows, isPrivate }: { title: string; rows: Row[]; isPrivate?: boolean }) {
  if (!hasAnyValue(rows)) return null;
  return (
    <Section title={title} isPrivate={isPrivate}>
      <DefinitionList rows={rows} />
    </Section>
  );
}

/** 'Empresa responsável' and its phone, to call from the field; nothing when neither is public. */
export function ResponsibleCompany({ equipment, isPrivate }: { equipment: EquipmentInfo | null; isPrivate?: boolean }) {
  const { T } = usePublicLanguage();
  const company = equipment?.responsibleCompany.trim() ?? '';
  const phone = equipment?.contactPhone.trim() ?? '';
  if (!company && !phone) return null;
  return (
    <Section title={T.equipmentFields.responsibleCompany} id="empresa" className="alert" isPrivate={isPrivate}>
      <ul className="contacts">
        <li>
          <div>
            {company && <strong>{company}</strong>}
            {phone && <span>{phone}</span>}
          </div>
          {phone && (
            <a className="btn" href={telHref(phone)} aria-label={T.callTo(company || phone)}>
              {T.call}
            </a>
          )}
        </li>
      </ul>
    </Section>
  );
}

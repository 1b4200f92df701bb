import type { CSSProperties, ReactNode } from 'react';
import { EyeOff, HeartPulse, Phone } from 'lucide-react';
import { initialsOf, PUBLIC_PAGE_TEXTS as T, type ProfileKind } from '@portal/shared';
import { contactsFromForm, medicalFromForm } from '../../lib/profile-form';
import type { PageEditorValues } from '../../lib/page-form';
import { cssFontStack, readableOn } from '../../lib/theme';

const HEADINGS: Record<ProfileKind, string> = { PERSON: T.emergencyHeading, PET: T.petHeading, EQUIPMENT: T.equipmentHeading };

function Section({ title, children, hidden, accent }: { title: string; children: ReactNode; hidden: boolean; accent: string }) {
  return (
    <section className="rounded-xl bg-white/85 p-3 shadow-sm ring-1 ring-black/5">
      <h3 className="mb-2 flex items-center gap-1.5 text-[11px] font-bold uppercase tracking-wide" style={{ color: accent }}>
        {title}
        {hidden && (
          <span className="ml-auto inline-flex items-center gap-1 rounded-full bg-slate-800 px-1.5 py-0.5 text-[9px] font-semibold normal-case tracking-normal text-white">
            <EyeOff className="h-2.5 w-2.5" aria-hidden /> Privado
          </span>
        )}
      </h3>
      <div className={hidden ? 'opacity-40' : undefined}>{children}</div>
    </section>
  );
}

/** A phone-sized, live picture of the public page as the values stand (private sections marked, not removed). */
export function PhonePreview({ values, name, kind = 'PERSON' }: { values: PageEditorValues; name: string; kind?: ProfileKind }) {
  const { theme } = values;
  const contacts = contactsFromForm(values.contacts);
  const medical = medicalFromForm(values.medical);
  const hasMedical = Boolean(
    medical.bloodType || medical.allergies.length || medical.medications.length || medical.conditions.length || medical.notes || medical.doctorContact || medical.insuranceInfo,
  );
  const onPrimary = readableOn(theme.primaryColor);
  const style: CSSProperties = { backgroundColor: theme.backgroundColor, color: theme.textColor, fontFamily: cssFontStack(theme.font) };
  const lists: [string, string[]][] = [
    [T.allergies, medical.allergies],
    [T.medications, medical.medications],
    [T.conditions, medical.conditions],
  ];

  return (
    <div className="mx-auto w-[272px] rounded-[2.25rem] bg-slate-900 p-2.5 shadow-xl" aria-label="Pré-visualização no celular" role="img">
      <div className="relative h-[540px] overflow-y-auto rounded-[1.75rem] text-[13px] leading-snug" style={style} aria-hidden>
        <div className="px-4 pb-10 pt-8 text-center" style={{ backgroundColor: theme.primaryColor, color: onPrimary }}>
          <p className="text-[10px] font-semibold uppercase tracking-widest opacity-80">{HEADINGS[kind]}</p>
        </div>
        <div className="-mt-8 flex flex-col items-center px-4 text-center">
          <div
            className="flex h-16 w-16 items-center justify-center rounded-full text-xl font-bold shadow-md ring-4"
            style={{ backgroundColor: theme.primaryColor, color: onPrimary, ['--tw-ring-color' as string]: theme.backgroundColor }}
          >
            {initialsOf(name || values.title) || '?'}
          </div>
          <h2 className="mt-2 text-lg font-bold">{values.title.trim() || 'Sem título'}</h2>
          {values.description.trim() && <p className="mt-1 text-xs opacity-80">{values.description.trim()}</p>}
          <div className="mt-2 flex flex-wrap justify-center gap-1">
            {contacts.length > 0 && values.isContactsPublic && (
              <span className="rounded-full px-2 py-0.5 text-[10px] font-semibold" style={{ backgroundColor: theme.primaryColor, color: onPrimary }}>
                {T.badgeContacts}
              </span>
            )}
            {hasMedical && values.isMedicalInfoPublic && (
              <span className="rounded-full bg-red-600 px-2 py-0.5 text-[10px] font-semibold text-white">{T.badgeMedical}</span>
            )}
          </div>
        </div>
        <div className="space-y-3 p-3">
          {kind === 'PERSON' && (
            <span className="flex items-center justify-center gap-2 rounded-xl bg-red-600 py-2.5 text-sm font-bold text-white shadow">
              <Phone className="h-4 w-4" /> {T.callSamu}
            </span>
          )}
          {contacts.length > 0 && (
            <Section title={T.emergencyContacts} hidden={!values.isContactsPublic} accent={theme.primaryColor}>
              <ul className="space-y-2">
                {contacts.map((contact, index) => (
                  <li key={index} className="flex items-center gap-2">
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-semibold">{contact.name}</p>
                      <p className="truncate text-[11px] opacity-70">
                        {contact.relationship} · {contact.phone}
                      </p>
                    </div>
                    <span className="rounded-lg px-2.5 py-1 text-[11px] font-semibold" style={{ backgroundColor: theme.primaryColor, color: onPrimary }}>
                      {T.call}
                    </span>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {hasMedical && (
            <Section title={T.medicalInfo} hidden={!values.isMedicalInfoPublic} accent={theme.primaryColor}>
              {medical.bloodType && (
                <p className="mb-1.5 flex items-center gap-1.5">
                  <HeartPulse className="h-4 w-4 text-red-600" />
                  <span className="text-[11px] opacity-70">{T.bloodType}</span>
                  <strong className="text-base">{medical.bloodType}</strong>
                </p>
              )}
              {lists.map(([label, items]) =>
                items.length ? (
                  <div key={label} className="mb-1.5">
                    <p className="text-[10px] font-semibold uppercase opacity-60">{label}</p>
                    <p>{items.join(', ')}</p>
                  </div>
                ) : null,
              )}
              {medical.notes && <p className="text-xs italic opacity-80">{medical.notes}</p>}
              {medical.doctorContact && (
                <p className="mt-1.5 text-[11px]">
                  <span className="opacity-60">{T.doctorContact}:</span> {medical.doctorContact}
                </p>
              )}
              {medical.insuranceInfo && (
                <p className="text-[11px]">
                  <span className="opacity-60">{T.insuranceInfo}:</span> {medical.insuranceInfo}
                </p>
              )}
            </Section>
          )}
          {contacts.length === 0 && !hasMedical && (
            <p className="rounded-xl border border-dashed border-current/20 p-3 text-center text-xs opacity-60">
              Adicione contatos de emergência e informações médicas para vê-los aqui.
            </p>
          )}
          <p className="pt-2 text-center text-[10px] opacity-50">{T.signInToEdit}</p>
        </div>
      </div>
    </div>
  );
}

import { useFormContext } from 'react-hook-form';
import {
  PUBLIC_PAGE_TEXTS,
  VISIBILITY_LEVELS,
  VISIBILITY_SECTIONS,
  VISIBILITY_TEXTS,
  type ProfileKind,
  type VisibilityLevel,
  type VisibilitySection,
} from '@portal/shared';
import { cn } from '@/lib/utils';
import { toggleOfSection, type ProfileDetailsValues } from '@/lib/profile-fields/profile-details';

/** What each section holds, as the public page shows it. */
const SECTION_HINTS: Record<VisibilitySection, (kind: ProfileKind | '') => string> = {
  criticalAlerts: () => 'Os alertas críticos, no topo da página. Sem escolha, seguem as informações médicas.',
  personal: () => 'O nome, o telefone, o e-mail e a data de nascimento.',
  contacts: () => 'Os contatos de emergência, cada um com o botão para ligar.',
  medicalInfo: (kind) =>
    kind === 'PET'
      ? 'A saúde do animal, as vacinas e o veterinário.'
      : 'Tipo sanguíneo, alergias, medicamentos e condições.',
  photos: () => 'As fotos públicas do perfil (cada foto também pode ser privada).',
  notes: () => 'As observações.',
  address: () => 'O endereço.',
};

/** A section's name as the page of this kind titles it (a pet's tutor, an equipment's responsible). */
function sectionLabel(section: VisibilitySection, kind: ProfileKind | ''): string {
  if (section === 'contacts' && kind === 'PET') return PUBLIC_PAGE_TEXTS.petContacts;
  if (section === 'contacts' && kind === 'EQUIPMENT') return PUBLIC_PAGE_TEXTS.equipmentContacts;
  return VISIBILITY_TEXTS.sections[section];
}

/**
 * Issue 24: three levels for each section (Público, PIN, Privado), the one-line explanation of each above them. The
 * spec's booleans follow the level (true only for Público), so the previews and older readers agree. PIN is offered
 * only once the profile has a PIN; an equipment's page never shows medical data, so it offers no such row.
 */
export function ProfilePrivacyFields({ kind, hasPin = false }: { kind: ProfileKind | ''; hasPin?: boolean }) {
  const { watch, setValue } = useFormContext<ProfileDetailsValues>();
  const visibility = watch('visibility');
  const sections = VISIBILITY_SECTIONS.filter(
    (section) => (section !== 'medicalInfo' && section !== 'criticalAlerts') || kind !== 'EQUIPMENT',
  );
  const choose = (section: VisibilitySection, level: VisibilityLevel) => {
    setValue(`visibility.${section}`, level, { shouldDirty: true });
    const toggle = toggleOfSection(section);
    if (toggle) setValue(toggle, level === 'PUBLIC', { shouldDirty: true });
  };
  return (
    <div>
      <ul className="mb-2 space-y-0.5 text-xs text-slate-500">
        {VISIBILITY_LEVELS.map((level) => (
          <li key={level}>{VISIBILITY_TEXTS.explanations[level]}</li>
        ))}
      </ul>
      {!hasPin && <p className="mb-2 text-xs text-slate-500">{VISIBILITY_TEXTS.pinRequired}</p>}
      <div className="divide-y divide-slate-100">
        {sections.map((section) => {
          const label = sectionLabel(section, kind);
          const current = visibility?.[section] ?? 'PUBLIC';
          return (
            <fieldset key={section} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <div>
                <legend className="text-sm font-medium text-slate-800">{label}</legend>
                <p className="text-xs text-slate-500">{SECTION_HINTS[section](kind)}</p>
              </div>
              <div
                role="radiogroup"
                aria-label={label}
                className="inline-flex rounded-lg border border-slate-200 p-0.5"
              >
                {VISIBILITY_LEVELS.map((level) => {
                  const disabled = level === 'PIN' && !hasPin && current !== 'PIN';
                  return (
                    <label
                      key={level}
                      className={cn(
                        'cursor-pointer rounded-md px-3 py-1 text-xs font-medium focus-within:outline-2 focus-within:outline-brand-600',
                        current === level ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100',
                        disabled && 'cursor-not-allowed opacity-40 hover:bg-transparent',
                      )}
                    >
                      <input
                        type="radio"
                        className="sr-only"
                        name={`visibility-${section}`}
                        value={level}
                        checked={current === level}
                        disabled={disabled}
                        aria-label={`${label}: ${VISIBILITY_TEXTS.levels[level]}`}
                        onChange={() => choose(section, level)}
                      />
                      {VISIBILITY_TEXTS.levels[level]}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </div>
    </div>
  );
}

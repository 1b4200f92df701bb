import type { PublicFireSafety } from '../fire-safety-levels.js';
import { FIRE_SAFETY_TEXTS } from '../fire-safety.js';
import { Section } from './parts.js';

/** The due states' badge colours, the same as the tag lists' (never colour alone: the words say the state). */
const TONES = { overdue: 'red', soon: 'yellow', ok: 'green', none: '' } as const;

/**
 * Issue 44: a classed equipment's levels on /t and /p ('Inspeção válida até 03/2027', 'Teste hidrostático vence em
 * 2028') and the service company with its Inmetro registration. pt-BR only: these are the Corpo de Bombeiros' words.
 */
export function FireSafetyLevels({ fireSafety }: { fireSafety: PublicFireSafety | null | undefined }) {
  if (!fireSafety) return null;
  return (
    <Section title={FIRE_SAFETY_TEXTS.settingsTitle} id="seguranca">
      <p style={{ margin: '0 0 8px' }}>
        <strong>{fireSafety.classLabel}</strong>
        {fireSafety.agentLine && ` · ${fireSafety.agentLine}`}
      </p>
      {fireSafety.levels.length > 0 && (
        <ul className="badges" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {fireSafety.levels.map((level) => (
            <li key={level.level} className={`badge ${TONES[level.due]}`}>
              {level.text}
            </li>
          ))}
        </ul>
      )}
      {fireSafety.companyLine && (
        <p style={{ margin: '8px 0 0' }}>
          {FIRE_SAFETY_TEXTS.company}: {fireSafety.companyLine}
        </p>
      )}
    </Section>
  );
}

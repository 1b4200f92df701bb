/** @jsxRuntime automatic @jsxImportSource @portal/shared */
/** What a responder reads and taps first on a card (issue 41): the critical alerts, 192 and 193, the contacts. */
import { displayPhone, telHref, whatsappHref } from '../phone.js';
import type { EmergencyContact } from '../profile-contacts.js';
import { usePublicLanguage } from './i18n/context.js';

/**
 * The contacts, each with 'Ligar' (tel:) and, when the owner ticked 'Tem WhatsApp', a 'WhatsApp' button beside it
 * (issue 41): wa.me with a message in the visitor's language naming `about`, whom the visitor is with (the person or
 * animal of the page; a message without the name when it is hidden or not given). Numbers are shown the Brazilian way.
 */
export function ContactsList({ contacts, about }: { contacts: EmergencyContact[]; about?: string | null }) {
  const { T } = usePublicLanguage();
  return (
    <ul className="contacts">
      {contacts.map((contact, index) => {
        const whatsapp = contact.whatsapp ? whatsappHref(contact.phone, T.whatsappMessage(about ?? null)) : null;
        return (
          <li key={index}>
            <div>
              <strong>{contact.name}</strong>
              <span>{contact.relationship}</span>
              <span>{displayPhone(contact.phone)}</span>
              {contact.email && (
                <span>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </span>
              )}
            </div>
            <div className="actions">
              <a className="btn" href={telHref(contact.phone)} aria-label={T.callTo(contact.name)}>
                {T.call}
              </a>
              {whatsapp && (
                <a className="btn wa" href={whatsapp} aria-label={T.whatsappTo(contact.name)}>
                  {T.whatsapp}
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The critical alerts (issue 41), first on the card: short lines in high contrast (CRITICAL_ALERT_COLORS, checked
 * at 4.5:1 or more), read before anything else.
 */
export function CriticalAlerts({ alerts, isPrivate }: { alerts: string[]; isPrivate?: boolean }) {
  const { T } = usePublicLanguage();
  if (alerts.length === 0) return null;
  return (
    <section className={`crit${isPrivate ? ' private-section' : ''}`} id="alertas" aria-label={T.criticalAlerts}>
      <ul>
        {alerts.map((alert, index) => (
          <li key={index}>{alert}</li>
        ))}
      </ul>
    </section>
  );
}

/** 'Ligar 192 (SAMU)' with 'Bombeiros 193' beside it (issue 41): the two numbers a responder may need at once. */
export function EmergencyNumbers() {
  const { T } = usePublicLanguage();
  return (
    <>
      <div className="dial">
        <a className="samu" href="tel:192">
          {T.callSamu}
        </a>
        <a className="fire" href="tel:193">
          {T.callFirefighters}
        </a>
      </div>
      {T.samuHint && <p className="samu-hint muted">{T.samuHint}</p>}
    </>
  );
}

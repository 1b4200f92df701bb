import type { FastifyBaseLogger } from 'fastify';
import { mapUrlOf, type OpenDoor } from '@portal/shared';
import { composeEmail } from '../../lib/email-body.js';
import { scanTime } from '../../lib/scan-texts.js';
import type { NotificationsService } from '../notifications/service.js';
import type { AlertTarget } from './repository.js';

/** What an alert tells: the card was opened (with the opens summed since the last alert), or a visitor shared a place. */
export type CardOpenedAlert = {
  profileId: string;
  at: Date;
  door: OpenDoor;
  doorKey: string;
} & (
  | { kind: 'opened'; pinUsed: boolean; summed: { opens: number; withPin: number } }
  | { kind: 'location'; latitude: number; longitude: number }
);

export type SendDeps = {
  log: FastifyBaseLogger;
  /**
   * The notifications module's one entry (issue 42): the owner's notice goes on the channels their settings keep for
   * 'card_opened' (read there); the confirmed addresses, which have no account, always get the e-mail.
   */
  queueNotice: NotificationsService['queueNotice'];
  /** Where the owner reads the opens (PUBLIC_URL + the page editor). */
  panelUrl: string;
  appName: string;
  /** APP_TIME_ZONE: the clock the alert's time is written on ('horário de Brasília'). */
  timeZone: string;
};

const doorLine = (door: OpenDoor, key: string) =>
  door === 'TAG' ? `Por onde: pelo código da tag ${key} (/t/${key}).` : `Por onde: pelo link da página (/p/${key}).`;

const times = (n: number) => (n === 1 ? '1 vez' : `${n} vezes`);

/** The alert's subject and paragraphs, in pt-BR. */
export function cardOpenedText(alert: CardOpenedAlert, profileName: string, timeZone: string) {
  const when = scanTime(alert.at, timeZone);
  if (alert.kind === 'location') {
    const mapUrl = mapUrlOf(alert.latitude, alert.longitude);
    return {
      subject: `Localização compartilhada: ficha de ${profileName}`,
      paragraphs: [
        `Quem abriu a ficha de ${profileName} compartilhou a localização em ${when}.`,
        doorLine(alert.door, alert.doorKey),
        `Local aproximado (informado pelo navegador de quem abriu): ${mapUrl}`,
      ],
      mapUrl,
    };
  }
  const { opens, withPin } = alert.summed;
  return {
    subject: `A ficha de ${profileName} foi aberta`,
    paragraphs: [
      `A ficha de ${profileName} foi aberta em ${when}.`,
      doorLine(alert.door, alert.doorKey),
      alert.pinUsed
        ? 'O PIN foi usado: quem abriu viu também as informações protegidas por PIN.'
        : 'O PIN não foi usado.',
      ...(opens > 0
        ? [
            `Desde o aviso anterior, a ficha foi aberta mais ${times(opens)}${withPin > 0 ? ` (${times(withPin)} com o PIN)` : ''}.`,
          ]
        : []),
      'A localização só chega se quem abriu tocar em "Compartilhar minha localização com a família"; nesse caso, você recebe outro aviso com o link do mapa.',
    ],
    mapUrl: null,
  };
}

/**
 * Queues one alert (kind 'card_opened'): the bell and the e-mail to the owner, the e-mail to each confirmed address,
 * in one transaction; the outbox sends them. Never on a visitor's request path (the module calls it after the answer).
 */
export async function sendCardOpenedAlert(deps: SendDeps, target: AlertTarget, alert: CardOpenedAlert): Promise<void> {
  const { subject, paragraphs } = cardOpenedText(alert, target.profileName, deps.timeZone);
  const ownerEmail = target.owner.email.toLowerCase();
  const emailTo = (address: string, footer: string) => {
    const body = composeEmail(subject, [...paragraphs, footer, `— ${deps.appName}`]);
    return { to: address, subject, text: body.text, html: body.html };
  };
  const owner = {
    kind: 'card_opened' as const,
    toUserId: target.owner.id,
    bell: { toRole: 'USER' as const, toUserId: target.owner.id, title: subject, body: paragraphs.join('\n') },
    email: emailTo(ownerEmail, `Veja as aberturas da ficha em ${deps.panelUrl}`),
  };
  const family = target.confirmed
    .filter((email) => email !== ownerEmail)
    .map((address) => ({
      kind: 'card_opened' as const,
      email: emailTo(
        address,
        `Você recebe este aviso porque ${target.owner.name || target.owner.email} cadastrou o seu e-mail. Para não receber mais, peça para retirar o seu endereço.`,
      ),
    }));
  try {
    await deps.queueNotice(owner);
    for (const notice of family) await deps.queueNotice(notice);
  } catch (error) {
    deps.log.warn({ err: error, profileId: alert.profileId }, 'card opened alert not queued');
  }
}

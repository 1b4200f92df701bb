import {
  buildPagination,
  mapUrlOf,
  OPEN_ALERT_CONFIRM_TTL_DAYS,
  OPEN_ALERT_MAX_RECIPIENTS,
  OPEN_ALERT_MINUTES,
  OPEN_ALERT_TEXTS,
  type ConfirmOpenAlertResponse,
  type ListOpenAlertEventsResponse,
  type OpenAlert,
  type OpenAlertRequest,
  type OpenDoor,
  type ShareLocationRequest,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events.js';
import { composeEmail } from '../../lib/email-body.js';
import { createOpaqueToken, hashOpaqueToken } from '../../lib/tokens.js';
import { createOpenAlertRepository } from './repository.js';
import { sendCardOpenedAlert, type CardOpenedAlert, type SendDeps } from './send.js';

type Headers = Record<string, string | string[] | undefined>;
/** What the module reads of a visitor's request: only its headers (the user agent, the owner's cookie). */
export type Visit = { headers: Headers };

/**
 * A public card answered to a visitor: which profile, whose, whether its alert is on (read with the page, so a card
 * without it costs nothing more), through which door, and whether the right PIN opened it.
 */
export type CardOpen = {
  profileId: string;
  ownerId: string;
  alertOn: boolean;
  door: OpenDoor;
  doorKey: string;
  pinUsed: boolean;
};

type OpenAlertDeps = SendDeps & {
  db: Database;
  /** PUBLIC_URL: the confirmation link's base. */
  publicUrl: string;
  /** The analytics' decision: a bot or link-preview crawler (WhatsApp, facebookexternalhit, Slackbot, Googlebot...). */
  isBot: (visit: Visit) => boolean;
  /** The account a request's valid portal_owner cookie names (lost-mode/owner-cookie.ts), null without one. */
  ownerOf: (headers: Headers) => string | null;
  /** Issue 45: 'card.opened' for the webhooks (every person's open, the family alert on or off). */
  events: Pick<EventBus, 'publishAfterCommit'>;
};

const DAY_MS = 86_400_000;

/**
 * Issue 42 item 4, 'Avisar quando minha ficha for aberta': the owner's choice and recipients (each confirmed by a
 * mailed link before it receives anything), and the alert when a visitor opens the card: never for bots and
 * link-preview crawlers, never for the owner's own signed-in browsers, at most one per profile every
 * OPEN_ALERT_MINUTES (the opens in between summed in the next), the place only after the visitor's own tap.
 * The visitor's request never waits: the decision and the sending run after the answer (`later`), errors logged.
 */
export function createOpenAlertService(deps: OpenAlertDeps) {
  const { db } = deps;
  const repository = createOpenAlertRepository(db);
  const inFlight = new Set<Promise<void>>();

  /** After the current answer is written (setImmediate), tracked so `drain` (tests, shutdown) can wait for it. */
  function later(what: string, work: () => Promise<void>) {
    const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => deps.log.warn({ err: error }, `${what} failed`))
      .finally(() => inFlight.delete(promise));
    inFlight.add(promise);
  }

  /** A person other than the owner, on a card whose alert is on. */
  const isAlertable = (visit: Visit, card: CardOpen) =>
    card.alertOn && !deps.isBot(visit) && deps.ownerOf(visit.headers) !== card.ownerId.toLowerCase();

  async function send(alert: CardOpenedAlert) {
    const target = await repository.targetOf(alert.profileId);
    if (target) await sendCardOpenedAlert(deps, target, alert);
  }

  /** The 10-minute rule, decided on the locked settings row: the open is logged, alerted or summed. */
  async function decide(card: CardOpen, at: Date): Promise<CardOpenedAlert | null> {
    return db.transaction(async (tx) => {
      const settings = await repository.lockSettings(card.profileId, tx);
      if (!settings?.enabled) return null;
      const due = !settings.lastAlertAt || settings.lastAlertAt.getTime() <= at.getTime() - OPEN_ALERT_MINUTES * 60_000;
      const { profileId, door, doorKey, pinUsed } = card;
      await repository.insertEvent({ profileId, door, doorKey, pinUsed, alerted: due, at }, tx);
      if (!due) {
        await repository.addPendingOpen(profileId, pinUsed, tx);
        return null;
      }
      await repository.markAlerted(profileId, at, tx);
      const summed = { opens: settings.pendingOpens, withPin: settings.pendingPinOpens };
      return { kind: 'opened' as const, profileId, at, door, doorKey, pinUsed, summed };
    });
  }

  async function settingsOf(profileId: string, accountEmail: string): Promise<OpenAlert> {
    const [settings, recipients] = await Promise.all([
      repository.settingsOf(profileId),
      repository.recipientsOf(profileId),
    ]);
    const others = recipients.filter((row) => row.email !== accountEmail.toLowerCase());
    return {
      enabled: settings?.enabled ?? false,
      recipients: others.map((row) => row.email),
      pending: others.filter((row) => !row.confirmedAt).map((row) => row.email),
    };
  }

  async function sendConfirmation(
    to: string,
    token: string,
    owner: { name: string; email: string },
    profileName: string,
  ) {
    const who = owner.name ? `${owner.name} (${owner.email})` : owner.email;
    const subject = `Confirme o aviso da ficha de ${profileName}`;
    const body = composeEmail(
      subject,
      [
        `${who} cadastrou este e-mail para receber um aviso quando a ficha de emergência de ${profileName} for aberta no ${deps.appName}.`,
        'Nenhum aviso é enviado antes da sua confirmação. Se você não conhece essa pessoa, ignore este e-mail.',
      ],
      {
        href: `${deps.publicUrl}/aviso-ficha/confirmar?token=${token}`,
        label: 'Confirmar o aviso',
        note: `o link vale por ${OPEN_ALERT_CONFIRM_TTL_DAYS} dias`,
      },
    );
    // No account behind the address: no preference to read, the link always goes.
    await deps.queueNotice({ kind: 'card_opened', email: { to, subject, text: body.text, html: body.html } });
  }

  return {
    settingsOf,

    /**
     * `openAlert` of PUT /me/profiles/{id}: on or off and the addresses (the account's own apart, at most
     * OPEN_ALERT_MAX_RECIPIENTS others). A new address gets its confirmation link after the answer; one left out goes.
     */
    async configure(
      profile: { id: string; name: string },
      owner: { email: string; name: string },
      input: OpenAlertRequest,
    ): Promise<OpenAlert> {
      const accountEmail = owner.email.toLowerCase();
      const others = input.recipients.filter((email) => email !== accountEmail);
      if (others.length > OPEN_ALERT_MAX_RECIPIENTS)
        throw badRequest(OPEN_ALERT_TEXTS.tooManyRecipients, { field: 'openAlert.recipients' });
      const expiresAt = new Date(Date.now() + OPEN_ALERT_CONFIRM_TTL_DAYS * DAY_MS);
      const links = await db.transaction(async (tx) => {
        await repository.setEnabled(profile.id, input.enabled, tx);
        const added = await repository.keepOnly(profile.id, others, tx);
        const made: Array<{ email: string; token: string }> = [];
        for (const email of added) {
          const { token, tokenHash } = createOpaqueToken();
          await repository.addPending(profile.id, email, tokenHash, expiresAt, tx);
          made.push({ email, token });
        }
        return made;
      });
      for (const link of links)
        later('open alert confirmation', () => sendConfirmation(link.email, link.token, owner, profile.name));
      return settingsOf(profile.id, accountEmail);
    },

    /** POST /public/open-alert/confirm: the address receives alerts from now on; a bad, used or old link is a 400. */
    async confirm(token: string): Promise<ConfirmOpenAlertResponse> {
      const confirmed = await repository.confirm(hashOpaqueToken(token), new Date());
      if (!confirmed) throw badRequest(OPEN_ALERT_TEXTS.confirmInvalid, { field: 'token' }, 'INVALID_TOKEN');
      return { message: OPEN_ALERT_TEXTS.confirmedMessage(confirmed.profileName), email: confirmed.email };
    },

    /**
     * The one call of every door that answers the card (/p and /t, HTML and JSON, the right PIN): decides and
     * sends after the answer. Returns at once; nothing for a bot, the owner's own browser or a card without alert.
     */
    cardOpened(visit: Visit, card: CardOpen): void {
      const at = new Date();
      if (!deps.isBot(visit) && deps.ownerOf(visit.headers) !== card.ownerId.toLowerCase()) {
        const { profileId, ownerId, door, doorKey, pinUsed } = card;
        const event = { profileId, ownerId, door, doorKey, pinUsed, at };
        later('card opened event', () => deps.events.publishAfterCommit('card.opened', event));
      }
      if (!isAlertable(visit, card)) return;
      later('card opened alert', async () => {
        const alert = await decide(card, at);
        if (alert) await send(alert);
      });
    },

    /**
     * POST /p/{slug}/localizacao and /t/{code}/localizacao: the place a visitor chose to share (their tap), logged
     * and sent at once to the same people (the route limits how often one address may). false: the card takes no
     * place (its alert is off).
     */
    shareLocation(visit: Visit, card: CardOpen, place: ShareLocationRequest): boolean {
      if (!card.alertOn) return false;
      if (!isAlertable(visit, card)) return true;
      const at = new Date();
      const { profileId, door, doorKey } = card;
      later('shared location alert', async () => {
        const settings = await repository.settingsOf(profileId);
        if (!settings?.enabled) return;
        await repository.insertEvent({ profileId, door, doorKey, pinUsed: false, alerted: true, at, ...place });
        await send({ kind: 'location', profileId, at, door, doorKey, ...place });
      });
      return true;
    },

    /** GET /me/profiles/{id}/open-alerts: the card's opens and shared places, newest first. */
    async listEvents(profileId: string, query: { page: number; limit: number }): Promise<ListOpenAlertEventsResponse> {
      const { rows, total } = await repository.listEvents(profileId, query);
      return {
        opens: rows.map((row) => ({
          at: row.openedAt.toISOString(),
          door: row.door,
          doorKey: row.doorKey,
          pinUsed: row.pinUsed,
          alerted: row.alerted,
          location:
            row.latitude !== null && row.longitude !== null
              ? { latitude: row.latitude, longitude: row.longitude, mapUrl: mapUrlOf(row.latitude, row.longitude) }
              : null,
        })),
        pagination: buildPagination(query.page, query.limit, total),
      };
    },

    /** Waits for the decisions and e-mails under way (tests, shutdown). */
    async drain(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

/** @public The module's service type, part of its face (what another module's deps may name). */
export type OpenAlertService = ReturnType<typeof createOpenAlertService>;
export type { CardOpenedAlert } from './send.js';
export { FAMILY_SHARE_SCRIPT_URL } from './share-script.js';

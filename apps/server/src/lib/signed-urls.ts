import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from './ids.js';
import { currentRequestSession, type RequestSession } from './request-session.js';

/**
 * Signed links: an HMAC-SHA256 over a payload, base64url. For what a browser loads without a token (an <img> cannot
 * send the bearer token): the server signs the URL it hands out and checks the signature when it is fetched.
 */
export type UrlSigner = {
  sign: (payload: string) => string;
  /** Timing-safe: a forged signature takes as long to refuse as a nearly right one. */
  verify: (payload: string, signature: string) => boolean;
};

/** A key of its own for one use, derived from the installation's secret, so one leaked use cannot sign another. */
export function deriveKey(secret: string, label: string): Buffer {
  return createHmac('sha256', secret).update(label).digest();
}

export function createUrlSigner(key: Buffer | string): UrlSigner {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign,
    verify(payload, signature) {
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Session links expire at the end of the next UTC day: the same URL all day long, so the browser's cache keeps
 * working across reloads, and at least 24 hours for the screen that got them.
 */
function signatureExpiry(now: Date): number {
  const today = Math.floor(now.getTime() / 1000 / DAY_SECONDS);
  return (today + 2) * DAY_SECONDS;
}

/** What a session link's query carries besides the file's own parameters. */
export type SessionLinkQuery = { exp?: string; sid?: string; sig?: string };

type SessionLinkDeps = {
  signer: UrlSigner;
  /** The session's account version when the session is open (not ended, not expired); null otherwise. */
  liveSessionVersion: (sessionId: string) => Promise<number | null>;
  now?: () => Date;
};

/**
 * Signed links of private files (issue 40 item 8) for the `<img>` of the owner's and staff's screens, which cannot
 * send the bearer token. A link names one file in one size and the session that fetched it; it works until
 * `signatureExpiry` and only while that session is open: logout, 'Sair de todos os outros dispositivos', a password
 * change or reset (the account's version moves on, and the version is under the signature) end it at once, on every
 * instance. The check is one indexed read per load, not cached: a cache would let an ended session's links work on.
 */
export function createSessionLinks(deps: SessionLinkDeps) {
  const now = deps.now ?? (() => new Date());
  const payload = (fileId: string, size: string, exp: number | string, session: RequestSession) =>
    `${fileId}.${size}.${exp}.${session.id}.${session.version}`;
  return {
    /**
     * `&exp=&sid=&sig=` for the file in this size, for the session answering; '' outside a signed-in request (no
     * session to tie the link to: the plain URL opens a public file only).
     */
    querySuffix(fileId: string, size: string): string {
      const session = currentRequestSession();
      if (!session) return '';
      const exp = signatureExpiry(now());
      return `&exp=${exp}&sid=${session.id}&sig=${deps.signer.sign(payload(fileId, size, exp, session))}`;
    },

    /** A well-formed, unexpired signature of this file and size by a session that is still open. */
    async verify(fileId: string, size: string, query: SessionLinkQuery): Promise<boolean> {
      const { exp, sid, sig } = query;
      if (!exp || !sid || !sig || !/^\d{1,12}$/.test(exp) || !isUuid(sid)) return false;
      if (Number(exp) * 1000 <= now().getTime()) return false;
      const version = await deps.liveSessionVersion(sid);
      return version !== null && deps.signer.verify(payload(fileId, size, exp, { id: sid, version }), sig);
    },
  };
}

export type SessionLinks = ReturnType<typeof createSessionLinks>;

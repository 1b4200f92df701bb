import { AsyncLocalStorage } from 'node:async_hooks';
import type { onRequestHookHandler } from 'fastify';

/** The signed-in session a request was authenticated with: its id (the token's `sid`) and the account's version. */
export type RequestSession = { id: string; version: number };

const requests = new AsyncLocalStorage<{ session?: RequestSession }>();

/**
 * Why a request context: the file links an answer carries (photos, record photos) are signed for the session that
 * asked (lib/signed-urls.ts `createSessionLinks`), and they are signed deep in the services that map rows (a client's
 * photos, a record's attachments) that no route passes a session to. plugins/auth.ts opens the context for every
 * request and fills it once the bearer token is checked.
 */
export const openRequestContext: onRequestHookHandler = (_request, _reply, done) => requests.run({}, done);

/** The request was authenticated with this session (plugins/auth.ts, after the session row said it is open). */
export function setRequestSession(session: RequestSession): void {
  const store = requests.getStore();
  if (store) store.session = session;
}

/** The session of the request being answered; undefined outside a request or without a valid bearer token. */
export const currentRequestSession = (): RequestSession | undefined => requests.getStore()?.session;

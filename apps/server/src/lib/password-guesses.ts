import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { TEXTS } from '@portal/shared';
import { AppError } from './errors.js';

/** The hooks of the one password-guess budget: per address (the login), and per address and account (signed in). */
export type PasswordGuessLimits = {
  byAddress: preHandlerAsyncHookHandler;
  byAddressAndAccount: preHandlerAsyncHookHandler;
};

// One pair of counters per server, whichever route asks (issue 40, item 4): every password check draws from it.
const perServer = new WeakMap<object, PasswordGuessLimits>();

const tooMany = () => new AppError(429, 'RATE_LIMITED', TEXTS.http.tooManyRequests);

/**
 * One budget for every check of a password (issue 40, item 4): AUTH_RATE_LIMIT checks a minute per address, shared by
 * the login and the signed-in routes that ask the current password (POST /me/password, /me/email, /me/2fa/enable,
 * /me/2fa/disable, DELETE /me/account), which also share AUTH_RATE_LIMIT a minute per account, so a stolen session
 * guesses no faster from many addresses. The login has no per-account counter: a stranger who knows an e-mail could
 * otherwise lock its owner out. Every check counts, right or wrong, before the password is read (counting after would
 * let parallel guesses all pass). app.createRateLimit's counters: Redis with REDIS_URL (every instance), else memory.
 */
export function passwordGuessLimitsOf(app: FastifyInstance): PasswordGuessLimits {
  const existing = perServer.get(app.server);
  if (existing) return existing;
  const counter = (keyOf: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max: app.config.authRateLimit, timeWindow: 60_000, keyGenerator: keyOf });
  const byAddress = counter((request) => `password|ip|${request.ip}`);
  const byAccount = counter((request) => `password|account|${request.authUser?.id ?? ''}`);
  const over = async (count: typeof byAddress, request: FastifyRequest) => {
    const result = await count(request);
    return !result.isAllowed && Boolean(result.isExceeded);
  };
  const limits: PasswordGuessLimits = {
    async byAddress(request) {
      if (await over(byAddress, request)) throw tooMany();
    },
    async byAddressAndAccount(request) {
      // Both count, whichever refuses: a refused address still spends the account's budget and the reverse.
      const [address, account] = await Promise.all([over(byAddress, request), over(byAccount, request)]);
      if (address || account) throw tooMany();
    },
  };
  perServer.set(app.server, limits);
  return limits;
}

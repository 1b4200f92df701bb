import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { roleSchema, type Role } from '@portal/shared';

export const SESSION_TTL_SECONDS = 12 * 60 * 60;

/**
 * ver: the account's session version when the token was signed; a password change bumps it and ends the token.
 * sid: the session's row (table sessions): logout revokes it. A token without one (signed before sessions) is void.
 */
export type SessionClaims = { sub: string; role: Role; ver: number; sid: string };

const claimsSchema = z.object({
  sub: z.string().uuid(),
  role: roleSchema,
  ver: z.number().int().min(0).default(0),
  sid: z.string().uuid(),
});

export type TokenSigner = {
  sign: (claims: SessionClaims) => Promise<string>;
  /** null for a bad signature, an expired token or claims we do not know (an unknown role). */
  verify: (token: string) => Promise<SessionClaims | null>;
};

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ role: claims.role, ver: claims.ver, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
        const claims = claimsSchema.safeParse(payload);
        return claims.success ? claims.data : null;
      } catch {
        return null;
      }
    },
  };
}

/** A random single-use token for links in emails, and the hash we keep of it. */
export function createOpaqueToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOpaqueToken(token) };
}

export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');

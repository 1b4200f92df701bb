import { createHmac, timingSafeEqual } from 'node:crypto';

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

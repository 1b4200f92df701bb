import { describe, expect, it } from 'vitest';
import { createUrlSigner, deriveKey } from './signed-urls.js';

describe('signed URLs', () => {
  it('verifies its own signature (base64url HMAC-SHA256) and refuses a changed payload, another key or garbage', () => {
    const signer = createUrlSigner(deriveKey('segredo-da-instalacao', 'photo-urls'));
    const signature = signer.sign('foto.1700000000');

    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(signer.verify('foto.1700000000', signature)).toBe(true);
    expect(signer.verify('foto.1700000001', signature)).toBe(false);
    expect(createUrlSigner(deriveKey('segredo-da-instalacao', 'reports')).verify('foto.1700000000', signature)).toBe(
      false,
    );
    expect(signer.verify('foto.1700000000', '')).toBe(false);
    expect(signer.verify('foto.1700000000', `${signature}x`)).toBe(false);
  });
});

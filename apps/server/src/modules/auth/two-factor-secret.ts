import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * TOTP secrets at rest: AES-256-GCM under a key derived from the installation's (lib/signed-urls deriveKey). Why
 * not plain: a secret is a second password, and databases leak apart from the key far more often than with it
 * (a dump, a backup, a read replica, a support copy) — with JWT_SECRET set outside the database, such a copy holds no
 * usable second factor. Why not hashed like the recovery codes: the server must compute the codes, so it needs the
 * secret back. The cost: a changed JWT_SECRET makes existing secrets unreadable (those accounts' 2FA codes then
 * fail; the recovery codes, hashed, still work, and turning 2FA off and on again makes a new secret).
 */
export function createSecretBox(key: Buffer) {
  return {
    /** 'v1.' + base64url(iv | tag | ciphertext). */
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
    },
    /** null when the box was sealed under another key (JWT_SECRET changed) or altered. */
    open(box: string): string | null {
      if (!box.startsWith('v1.')) return null;
      const raw = Buffer.from(box.slice(3), 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

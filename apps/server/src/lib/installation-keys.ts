import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { installationKeys } from '../db/tables/auth.js';

/**
 * The installation's 32-byte key for `purpose`, created on first use. INSERT ... ON CONFLICT DO NOTHING then SELECT:
 * two instances asking at once both read the one key that won (as installationJwtSecret does for the JWT key).
 */
export async function installationKey(db: Database, purpose: string): Promise<Buffer> {
  await db
    .insert(installationKeys)
    .values({ purpose, key: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: installationKeys.purpose });
  const [row] = await db
    .select({ key: installationKeys.key })
    .from(installationKeys)
    .where(eq(installationKeys.purpose, purpose));
  if (!row) throw new Error(`installation key ${purpose} missing right after its insert`);
  return Buffer.from(row.key, 'base64url');
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { installation } from '../../db/tables/auth.js';

/**
 * The installation's JWT signing key, kept in the database so every instance on it signs and verifies with
 * one key. The first caller's candidate becomes the key; INSERT ... ON CONFLICT DO NOTHING then SELECT keeps
 * that true when two instances start at the same moment (the loser's insert waits for the winner's row and
 * does nothing, then both read the winner's key).
 */
export async function installationJwtSecret(db: Database, candidate: string): Promise<string> {
  await db
    .insert(installation)
    .values({ id: 1, jwtSecret: candidate })
    .onConflictDoNothing({ target: installation.id });
  const [row] = await db.select({ jwtSecret: installation.jwtSecret }).from(installation).where(eq(installation.id, 1));
  if (!row) throw new Error('installation row missing right after its insert');
  return row.jwtSecret;
}

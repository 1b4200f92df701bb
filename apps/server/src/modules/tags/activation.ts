import { createCipheriv, createDecipheriv, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import {
  ACTIVATION_TEXTS,
  generateActivationCode,
  normalizeActivationCode,
  normalizeTagCode,
  TAG_TEXTS,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import { tags } from '../../db/tables/tags.js';
import type { ActorRef } from '../../lib/actor.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { installationKey } from '../../lib/installation-keys.js';
import type { ClaimLimits } from './claim-limits.js';
import { actorFields, type TagWriteKit } from './kit.js';
import type { TagWithOwner } from './repository.js';

/*
 * Why sealed (AES-256-GCM) and not hashed: an admin prints the code again whenever a label or an activation card is
 * printed (activationCodesOf), so it must be readable back. The key is the installation's own
 * (installation_keys, purpose 'activation-codes'), not JWT_SECRET: rotating the session key must not void every
 * printed card. What the sealing buys: an export, log or copy of the tags table alone does not give the codes away;
 * whoever holds the whole database could assign tags anyway. Verification decrypts and compares in constant time.
 */
const KEY_PURPOSE = 'activation-codes';
const VERSION = 'v1';
const IV_BYTES = 12;
const AUTH_TAG_BYTES = 16;
/** Tags filled per statement by the start step. */
const FILL_BATCH = 500;

const invalidPair = () => badRequest(ACTIVATION_TEXTS.invalid, {}, 'INVALID_ACTIVATION');
const tooManyAttempts = () => new AppError(429, 'TOO_MANY_ATTEMPTS', ACTIVATION_TEXTS.tooManyAttempts);
const tagNotFound = () => notFound(TAG_TEXTS.notFound, 'TAG_NOT_FOUND');

type ActivationDeps = TagWriteKit & {
  db: Database;
  limits: ClaimLimits;
  /** The tag row of a code as typed, or undefined. */
  findByCode: (code: string) => Promise<TagWithOwner | undefined>;
  /** CLAIM_REQUIRES_ACTIVATION: false, a claim needs the tag's code only (an unknown one 404, the old rule). */
  required: boolean;
  /** The key an address's attempts are counted under (lib/address-keys.ts). */
  addressKey: (address: string) => string;
};

export function createActivationCodes(deps: ActivationDeps) {
  const { db, repository } = deps;
  let key: Promise<Buffer> | undefined;
  /** Read once per process; a failed read (the database away for a moment) is tried again by the next caller. */
  function keyOf(): Promise<Buffer> {
    if (!key) {
      key = installationKey(db, KEY_PURPOSE);
      key.catch(() => (key = undefined));
    }
    return key;
  }

  async function seal(code: string): Promise<string> {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', await keyOf(), iv);
    const sealed = Buffer.concat([iv, cipher.update(code, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${VERSION}.${sealed.toString('base64url')}`;
  }

  async function unseal(sealed: string): Promise<string> {
    const raw = Buffer.from(sealed.slice(VERSION.length + 1), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', await keyOf(), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(raw.length - AUTH_TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - AUTH_TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }

  /** `howMany` new codes, sealed, for rows about to be inserted. */
  const newSealedCodes = (howMany: number) =>
    Promise.all(Array.from({ length: howMany }, () => seal(generateActivationCode())));

  /** Gives every tag without a code one; a row another instance filled meanwhile is left as it is. */
  async function fillMissing(ids?: string[]): Promise<number> {
    let filled = 0;
    for (;;) {
      const missing = await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(isNull(tags.activationCodeSealed), ids ? inArray(tags.id, ids) : undefined))
        .limit(FILL_BATCH);
      if (missing.length === 0) return filled;
      const sealed = await newSealedCodes(missing.length);
      const values = sql.join(
        missing.map((row, index) => sql`(${row.id}::uuid, ${sealed[index]!})`),
        sql`, `,
      );
      await db.execute(sql`
        UPDATE ${tags} SET activation_code_sealed = filled.sealed
        FROM (VALUES ${values}) AS filled(id, sealed)
        WHERE ${tags.id} = filled.id AND ${tags.activationCodeSealed} IS NULL`);
      filled += missing.length;
      if (missing.length < FILL_BATCH) return filled;
    }
  }

  /** The printable codes of these tags (a tag without one yet gets one now); unknown ids are left out. */
  async function codesOf(tagIds: string[]): Promise<Map<string, string>> {
    const codes = new Map<string, string>();
    if (tagIds.length === 0) return codes;
    await fillMissing(tagIds);
    const rows = await db
      .select({ id: tags.id, sealed: tags.activationCodeSealed })
      .from(tags)
      .where(inArray(tags.id, tagIds));
    for (const row of rows) if (row.sealed) codes.set(row.id, await unseal(row.sealed));
    return codes;
  }

  const sameCode = (a: string, b: string) => {
    const [left, right] = [Buffer.from(a), Buffer.from(b)];
    return left.length === right.length && timingSafeEqual(left, right);
  };

  return {
    newSealedCodes,
    fillMissing: () => fillMissing(),
    codesOf,

    async codeOf(tagId: string): Promise<string> {
      const code = (await codesOf([tagId])).get(tagId);
      if (code === undefined) throw tagNotFound();
      return code;
    },

    /** An admin lifts the lock wrong activation codes put on the tag (issue 40 item 9); the history records it. */
    async liftLock(tagId: string, actor: ActorRef): Promise<void> {
      const tag = await deps.transaction(async (tx) => {
        const locked = await deps.lockTag(tagId, tx);
        await repository.insertEvents([{ tagId, action: 'ACTIVATION_LOCK_LIFTED', ...actorFields(actor) }], tx);
        return locked;
      });
      await deps.limits.clearTag(normalizeTagCode(tag.code));
    },

    /** A new code replaces the old one (which stops working at once); the event records that, never the code. */
    async regenerate(tagId: string, actor: ActorRef): Promise<string> {
      const code = generateActivationCode();
      const sealed = await seal(code);
      await deps.transaction(async (tx) => {
        await deps.lockTag(tagId, tx);
        await repository.update(tagId, { activationCodeSealed: sealed }, tx);
        await repository.insertEvents([{ tagId, action: 'ACTIVATION_CODE_REGENERATED', ...actorFields(actor) }], tx);
      });
      return code;
    },

    /**
     * The tag a claim names, when its activation code is right. One answer (400 INVALID_ACTIVATION) for a missing
     * or wrong activation code and for an unknown tag code; past the limits, 429 whatever the pair.
     */
    async claimedTag(
      input: { code: string; activationCode?: string },
      accountId: string,
      address: string,
    ): Promise<TagWithOwner> {
      if (!deps.required) {
        const tag = await deps.findByCode(input.code);
        if (!tag) throw notFound(TAG_TEXTS.codeNotFound, 'CODE_NOT_FOUND');
        return tag;
      }
      const given = normalizeActivationCode(input.activationCode ?? '');
      if (!given) throw invalidPair();
      const attempt = await deps.limits.reserve({
        tagCode: normalizeTagCode(input.code),
        accountId,
        addressKey: deps.addressKey(address),
      });
      if (attempt.over) {
        await attempt.release();
        throw tooManyAttempts();
      }
      const tag = await deps.findByCode(input.code);
      const expected = tag?.activationCodeSealed ? await unseal(tag.activationCodeSealed) : undefined;
      if (!tag || expected === undefined || !sameCode(given, expected)) throw invalidPair();
      await attempt.release();
      return tag;
    },
  };
}

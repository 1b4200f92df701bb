import {
  buildPagination,
  generateTagCode,
  OWNERSHIP_ACTIONS,
  storedTagCode,
  TAG_STATUS_META,
  TAG_TEXTS,
  type ListTagsQuery,
  type PhysicalType,
  PRIVACY_TEXTS,
  type Tag,
  type TagEvent,
  type TagMeta,
  type TagStats,
  type TagStatus,
  type TagType,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/sql.js';
import type { UsersService } from '../users/service.js';
import type { Redis } from '../../lib/redis.js';
import { checkAccess } from '../../lib/access.js';
import { accessActorOf, type AccessActor, type Actor, type ActorRef } from '../../lib/actor.js';
import { createActivationCodes } from './activation.js';
import { createAssignment } from './assignment.js';
import { createClaimLimits } from './claim-limits.js';
import { createTagChanges } from './changes.js';
import { createBulkCreator } from './bulk.js';
import { createBatchesRepository } from './batches.js';
import { actorFields, type TagWriteKit } from './kit.js';
import { cleanMeta, createMetaEditor } from './meta.js';
import { clearedLostFields } from './lost-fields.js';

/**
 * The API's `lost` of a tag row (other modules reading tag rows: the public pages, the scan alerts) and the lost
 * fields cleared (lost mode's found).
 */
export { clearedLostFields, lostInfoOf } from './lost-fields.js';
export type { TagWithOwner } from './repository.js';
export type { SelectedTag, TagSelection } from './selection.js';
import { toTag, toTagEvent, withOthersHidden } from './mappers.js';
import { createProfileLinker } from './profile-link.js';
import { createTagSelection } from './selection.js';
import { createTagsRepository, type TagWithOwner } from './repository.js';
import type { EventBus } from '../../lib/events.js';
import type { NewTagEventRow, NewTagRow } from '../../db/tables/tags.js';

/** What `changeTag` writes: the row's new values and the event that records them (its actor added). */
export type TagChange = {
  values: Partial<Omit<NewTagRow, 'id' | 'createdAt' | 'assignedAt'>>;
  event: Omit<NewTagEventRow, 'tagId' | 'actorUserId' | 'actorName'>;
};

export type NewTagInput = {
  code?: string;
  type: TagType;
  physicalType: PhysicalType;
  status?: TagStatus;
  notes?: string | null;
  meta?: TagMeta;
};

type TagsDeps = {
  db: Database;
  users: Pick<UsersService, 'findById'>;
  /** The random code source (tests replace it to prove taken codes are skipped). */
  generateCode?: (prefix?: string) => string;
  /**
   * Removes a deleted tag's stored files (its maintenance records' photos), after the delete committed. A getter:
   * the files service is built after this one. It logs its own failures and never throws.
   */
  removeTagFiles?: () => ((tagId: string) => Promise<void>) | undefined;
  /** The claim's wrong-attempt counters live here when set (shared by instances), else in the database. */
  redis?: Redis;
  /** CLAIM_REQUIRES_ACTIVATION (default true): false, a claim needs the tag's code only (the old rule). */
  claimRequiresActivation?: boolean;
  /** The key a claim's address is counted under (lib/address-keys.ts): the claim's per-address cap. */
  addressKey: (address: string) => string;
  /** 'tag.metaWritten' inside each transaction that writes a meta (maintenance imports its service list), 'tag.changed'. */
  events: Pick<EventBus, 'publishInTransaction' | 'publishAfterCommit'>;
};

/** Missing, or another user's (issue 21: an id of someone else's tag reads as one that does not exist). */
const tagNotFound = () => notFound(TAG_TEXTS.notFound, 'TAG_NOT_FOUND');

/** Spec section 5: the B2B creation dialog defaults its status to ACTIVE; a B2C tag starts INACTIVE (the default). */
export const defaultStatusFor = (type: TagType): TagStatus => (type === 'B2B' ? 'ACTIVE' : 'INACTIVE');

export function createTagsService(deps: TagsDeps) {
  const { db } = deps;
  const randomCode = deps.generateCode ?? generateTagCode;
  // Other domains are told of every meta written, in the same transaction (maintenance imports its service list).
  const repository = createTagsRepository(db, (written, tx) =>
    deps.events.publishInTransaction('tag.metaWritten', { written }, tx),
  );
  // Issue 41: a change of what a tag's page shows, published after its commit and before its answer (the page copies).
  const changes = createTagChanges(repository, (tag) => deps.events.publishAfterCommit('tag.changed', tag));
  /**
   * A transaction after which the cached list totals are dropped (they may have changed); a savepoint inside the
   * caller's transaction when given one.
   */
  const transaction = <T>(work: (tx: Database) => Promise<T>, outer: Database = db): Promise<T> =>
    outer.transaction((tx) => work(tx)).finally(() => repository.forgetCounts());

  async function requireTag(id: string): Promise<TagWithOwner> {
    const row = await repository.findById(id);
    if (!row) throw tagNotFound();
    return row;
  }

  /** The tag row (with the owner's name and email) of a code, any case; undefined when unknown. */
  async function findTagByCode(code: string): Promise<TagWithOwner | undefined> {
    const stored = storedTagCode(code);
    return stored ? repository.findByCode(stored) : undefined;
  }

  async function lockTag(id: string, tx: Database): Promise<TagWithOwner> {
    const row = await repository.lockById(id, tx);
    if (!row) throw tagNotFound();
    return row;
  }

  /** 8 characters A-Z0-9, never an existing code: candidates are checked in one query per round. */
  async function generateUniqueCodes(howMany: number, prefix?: string, tx: Database = db): Promise<string[]> {
    const chosen = new Set<string>();
    for (let round = 0; chosen.size < howMany && round < 20; round += 1) {
      const candidates = new Set<string>();
      const wanted = (howMany - chosen.size) * 2 + 2;
      for (let tries = 0; candidates.size < wanted && tries < wanted * 4; tries += 1) {
        const code = randomCode(prefix);
        if (!chosen.has(code)) candidates.add(code);
      }
      const taken = await repository.existingCodes([...candidates], tx);
      for (const code of candidates) {
        if (!taken.has(code) && chosen.size < howMany) chosen.add(code);
      }
    }
    if (chosen.size < howMany) throw conflict(TAG_TEXTS.generateFailed, 'CODE_GENERATION_FAILED');
    return [...chosen];
  }

  /** Writes the tag and its CREATED event; a code taken is a 409 (also when two requests race for it). */
  async function insertTag(input: NewTagInput, actor: ActorRef | null): Promise<Tag> {
    const meta = cleanMeta(input.meta, 'create');
    const status = input.status ?? defaultStatusFor(input.type);
    const [activationCodeSealed] = await activation.newSealedCodes(1);
    for (let attempt = 0; ; attempt += 1) {
      const code = input.code ?? (await generateUniqueCodes(1))[0]!;
      try {
        const row = await transaction(async (tx) => {
          const inserted = await repository.insert(
            {
              code,
              type: input.type,
              physicalType: input.physicalType,
              status,
              notes: input.notes || null,
              meta: { ...meta, physicalType: input.physicalType },
              activationCodeSealed,
            },
            tx,
          );
          await repository.insertEvents([{ tagId: inserted.id, action: 'CREATED', status, ...actorFields(actor) }], tx);
          return inserted;
        });
        return toTag(row);
      } catch (error) {
        if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
        if (input.code || attempt >= 3) throw conflict(TAG_TEXTS.duplicateCode, 'DUPLICATE_CODE', { field: 'code' });
      }
    }
  }

  async function list(query: ListTagsQuery) {
    const { rows, total } = await repository.list(query, query);
    return { items: rows.map(toTag), pagination: buildPagination(query.page, query.limit, total) };
  }

  const kit: TagWriteKit = { transaction, repository, lockTag };
  const activation = createActivationCodes({
    ...kit,
    db,
    limits: createClaimLimits(db, deps.redis),
    findByCode: findTagByCode,
    required: deps.claimRequiresActivation ?? true,
    addressKey: deps.addressKey,
  });
  const batches = createBatchesRepository(db);
  const bulk = createBulkCreator({
    transaction,
    repository,
    insertBatch: batches.insert,
    generateUniqueCodes,
    newActivationCodes: activation.newSealedCodes,
  });
  const profileLink = createProfileLinker(kit);
  const metaEditor = createMetaEditor(kit);
  const assignment = createAssignment({ ...kit, users: deps.users });

  return {
    listBracelets: list,
    async listTags(query: ListTagsQuery) {
      const { items, pagination } = await list(query);
      return { tags: items, pagination };
    },
    /** The owner's own tags only, whatever assignedUserId the query carries. */
    listMyTags: (userId: string, query: ListTagsQuery) =>
      list({ ...query, assignedUserId: userId, assigned: undefined }),

    getTag: async (id: string): Promise<Tag> => toTag(await requireTag(id)),

    /** An own tag by id or code; another user's tag reads as unknown (404), like an unknown one. */
    async getMyTag(actor: AccessActor, idOrCode: string): Promise<TagWithOwner> {
      let row: TagWithOwner | undefined;
      if (isUuid(idOrCode)) row = await repository.findById(idOrCode.toLowerCase());
      else {
        const code = storedTagCode(idOrCode);
        row = code ? await repository.findByCode(code) : undefined;
      }
      if (!row) throw tagNotFound();
      checkAccess(actor, 'tag.manage', row.assignedUserId);
      return row;
    },

    stats: (): Promise<TagStats> => repository.stats(),

    generateCode: async (prefix?: string) => ({ code: (await generateUniqueCodes(1, prefix))[0]! }),

    createTag: (input: NewTagInput, actor: ActorRef | null) => insertTag(input, actor),

    /** PUT /admin/tags/{id}: code (required), status, notes, type, physicalType; one event describes the change. */
    updateTag: changes.announcing(async function updateTag(
      id: string,
      input: { code: string; status?: TagStatus; notes?: string | null; type?: TagType; physicalType?: PhysicalType },
      actor: ActorRef,
    ) {
      try {
        const row = await transaction(async (tx) => {
          const tag = await lockTag(id, tx);
          const changes: Parameters<typeof repository.update>[1] = {};
          const described: string[] = [];
          if (input.code !== tag.code) {
            changes.code = input.code;
            described.push(`código ${tag.code} → ${input.code}`);
          }
          if (input.type && input.type !== tag.type) {
            changes.type = input.type;
            described.push(`tipo ${tag.type} → ${input.type}`);
          }
          if (input.physicalType && input.physicalType !== tag.physicalType) {
            changes.physicalType = input.physicalType;
            changes.meta = { ...tag.meta, physicalType: input.physicalType };
            described.push(`tipo físico ${tag.physicalType} → ${input.physicalType}`);
          }
          if (input.notes !== undefined && (input.notes || null) !== tag.notes) {
            changes.notes = input.notes || null;
            described.push('notas');
          }
          if (input.status && input.status !== tag.status) changes.status = input.status;
          // Moved off LOST by an admin: the lost message, reward and status to restore go with it.
          if (changes.status && tag.status === 'LOST') Object.assign(changes, clearedLostFields);
          else if (changes.status === 'LOST')
            Object.assign(changes, { lostAt: new Date(), statusBeforeLost: tag.status });
          const events: NewTagEventRow[] = [];
          if (changes.status)
            events.push({
              tagId: id,
              action: 'STATUS_CHANGED',
              status: changes.status,
              previousStatus: tag.status,
              ...actorFields(actor),
            });
          if (Object.keys(changes).some((key) => key !== 'status')) {
            events.push({ tagId: id, action: 'UPDATED', notes: described.join('; ') || null, ...actorFields(actor) });
          }
          if (events.length === 0) return tag;
          const updated = await repository.update(id, changes, tx);
          await repository.insertEvents(events, tx);
          return { ...tag, ...updated! };
        });
        return toTag(row);
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION)
          throw conflict(TAG_TEXTS.duplicateCode, 'DUPLICATE_CODE', { field: 'code' });
        throw error;
      }
    }),

    deleteTag: changes.announcing(async (id: string): Promise<void> => {
      if (!(await repository.delete(id))) throw tagNotFound();
      // The rows of its records cascaded with the tag; their files are not rows.
      await deps.removeTagFiles?.()?.(id);
    }),

    /**
     * Any status other than the current one (spec section 4). `outer`: the caller's transaction (a maintenance record
     * that puts its equipment out of service). `whileLost: 'afterFound'` (a record's outcome, issue 40): a LOST tag
     * stays LOST, only the owner or an admin says found; the status becomes the one found restores.
     */
    async setStatus(
      id: string,
      status: TagStatus,
      actor: ActorRef,
      outer?: Database,
      whileLost: 'change' | 'afterFound' = 'change',
    ): Promise<Tag> {
      const row = await transaction(async (tx) => {
        const tag = await lockTag(id, tx);
        if (tag.status === 'LOST' && whileLost === 'afterFound' && status !== 'LOST') {
          if (tag.statusBeforeLost === status) return tag;
          const updated = await repository.update(id, { statusBeforeLost: status }, tx);
          const notes = `Ainda perdida: volta a ${TAG_STATUS_META[status].label} quando encontrada.`;
          await repository.insertEvents([{ tagId: id, action: 'UPDATED', notes, ...actorFields(actor) }], tx);
          return { ...tag, ...updated! };
        }
        if (tag.status === status) throw conflict(TAG_TEXTS.sameStatus, 'SAME_STATUS');
        // Off LOST: the lost fields go (the tag is no longer lost); onto LOST: lost since now, back to this status.
        const lostFields =
          tag.status === 'LOST'
            ? clearedLostFields
            : status === 'LOST'
              ? { lostAt: new Date(), statusBeforeLost: tag.status }
              : {};
        const updated = await repository.update(id, { status, ...lostFields }, tx);
        await repository.insertEvents(
          [{ tagId: id, action: 'STATUS_CHANGED', status, previousStatus: tag.status, ...actorFields(actor) }],
          tx,
        );
        return { ...tag, ...updated! };
      }, outer);
      // Inside another's transaction (a service record), the page's copy waits for the next change or view.
      if (!outer) await changes.announce({ code: row.code, profileId: row.profileId });
      return toTag(row);
    },

    /**
     * A change another domain decides on a tag (lost mode): one transaction with the row locked and the actor's
     * access checked (an owner their own tags; another's is the 404); `decide` answers the values to write and the
     * event that records them. The answer is the tag as written.
     */
    async changeTag(id: string, actor: Actor, decide: (tag: TagWithOwner) => TagChange): Promise<Tag> {
      const row = await transaction(async (tx) => {
        const tag = await lockTag(id, tx);
        checkAccess(accessActorOf(actor), 'tag.manage', tag.assignedUserId);
        const { values, event } = decide(tag);
        const updated = await repository.update(id, values, tx);
        await repository.insertEvents([{ tagId: id, ...event, ...actorFields(actor) }], tx);
        return { ...tag, ...updated!, previousStatus: tag.status };
      });
      const { previousStatus, assignedUserId: ownerId } = row;
      await changes.announce({
        code: row.code,
        profileId: row.profileId,
        tagId: row.id,
        status: row.status,
        previousStatus,
        ownerId,
      });
      return toTag(row);
    },

    patchMeta: changes.announcing(metaEditor.patchMeta),
    /** PATCH /me/bracelets/{id}/profile (the signed-in owner) and /admin/bracelets/{id}/profile. */
    linkTagToProfile: changes.announcing(profileLink.link),
    assign: changes.announcing(assignment.assign),
    transfer: changes.announcing(assignment.transfer),
    /** The owner's claim: the tag's code and its activation code (CLAIM_REQUIRES_ACTIVATION=false: the code alone). */
    claim: async (input: { code: string; activationCode?: string }, actor: ActorRef, address: string): Promise<Tag> =>
      changes.announcing(assignment.claim)((await activation.claimedTag(input, actor.id, address)).id, actor),
    /** DELETE /admin/tags/{id}/activation-lock: wrong activation codes no longer block the tag (404 unknown). */
    liftActivationLock: async (id: string, actor: ActorRef): Promise<void> =>
      activation.liftLock((await requireTag(id)).id, actor),
    /** The tag's activation code as an admin prints it (404 for an unknown tag). */
    activationCodeOf: async (id: string) => ({ activationCode: await activation.codeOf((await requireTag(id)).id) }),
    /** POST /admin/tags/{id}/activation-code: a new code, the old one void; the history records it, not the code. */
    regenerateActivationCode: async (id: string, actor: ActorRef) => ({
      activationCode: await activation.regenerate(id, actor),
    }),
    /** The printable activation codes of these tags, by tag id (the label and card printing); unknown ids left out. */
    activationCodesOf: (tagIds: string[]): Promise<Map<string, string>> => activation.codesOf(tagIds),
    /** The start step after the migrations: tags created before activation codes existed get one. */
    fillMissingActivationCodes: () => activation.fillMissing(),
    unassign: changes.announcing(assignment.unassign),

    async history(id: string, limit: number): Promise<TagEvent[]> {
      await requireTag(id);
      return (await repository.listEvents(id, { limit })).map(toTagEvent);
    },

    /** Transfer records: the ownership events (assign, transfer, unassign), newest first. */
    async transfers(id: string, limit: number): Promise<TagEvent[]> {
      await requireTag(id);
      return (await repository.listEvents(id, { limit, actions: OWNERSHIP_ACTIONS })).map(toTagEvent);
    },

    /** The owner sees the events since the tag became theirs (not the previous owners'). */
    async myHistory(row: TagWithOwner, limit: number): Promise<TagEvent[]> {
      const events = await repository.listEvents(row.id, { limit, since: row.assignedAt ?? undefined });
      return events.map((event) => withOthersHidden(toTagEvent(event), row.assignedUserId));
    },

    bulkCreate: bulk.create,
    /** The kept bulk imports, newest first, with their date, author and tag count (issue 43). */
    listBatches: () => batches.list(),
    /** The tags of a label sheet or an encoder export: by ids, codes or a bulk import's batchId (404 names the missing). */
    selectTags: createTagSelection(db),

    // ---- For other domains (public tag page, client deletion)

    /** The tag row (with the owner's name and email) of a code, any case; undefined when unknown. */
    findTagByCode,

    /** A user's tags in the API shape, newest first. */
    listTagsOfUser: async (userId: string): Promise<Tag[]> => (await repository.listOfUser(userId)).map(toTag),

    /**
     * A profile is being deleted: inside the caller's transaction, its tags open the account's primary profile
     * (`to`), each with a PROFILE_CHANGED event. Returns how many moved.
     */
    async moveTagsOfProfile(
      from: { id: string; name: string },
      to: { id: string; name: string },
      actor: ActorRef | null,
      tx: Database,
    ): Promise<number> {
      const moved = await repository.moveProfile(from.id, to.id, tx);
      await repository.insertEvents(
        moved.map((tagId) => ({
          tagId,
          action: 'PROFILE_CHANGED' as const,
          notes: `O perfil "${from.name}" foi excluído; a tag abre agora "${to.name}".`,
          ...actorFields(actor),
        })),
        tx,
      );
      return moved.length;
    },

    releaseTagsOfUser: assignment.releaseTagsOfUser,

    /** A user's tags, each with its history as the owner sees it (the LGPD export). */
    async tagsWithHistoryOfUser(userId: string, limit: number): Promise<{ tag: Tag; history: TagEvent[] }[]> {
      const rows = await repository.listOfUser(userId);
      const out: { tag: Tag; history: TagEvent[] }[] = [];
      for (const row of rows) {
        const events = await repository.listEvents(row.id, { limit, since: row.assignedAt ?? undefined });
        out.push({ tag: toTag(row), history: events.map((event) => withOthersHidden(toTagEvent(event), userId)) });
      }
      return out;
    },

    /**
     * A deleted account (modules/privacy), inside its transaction: its tags are unassigned (status kept, one
     * UNASSIGNED event each) and keep nothing it wrote; the history keeps every event with the account shown as
     * `replacement` ('Conta excluída'), its id, names and e-mail gone. Returns the tags it held (id and code).
     */
    async forgetOwner(user: { id: string; terms: string[] }, tx: Database): Promise<{ id: string; code: string }[]> {
      const replacement = PRIVACY_TEXTS.deletedAccount;
      const released = await repository.releaseOfUser(user.id, tx);
      const ids = released.map((tag) => tag.id);
      await repository.insertEvents(
        ids.map((tagId) => ({
          tagId,
          action: 'UNASSIGNED' as const,
          fromUserName: replacement,
          notes: PRIVACY_TEXTS.tagReleased,
        })),
        tx,
      );
      await repository.clearOwnerTexts(ids, tx);
      await repository.forgetUserInEvents(user.id, user.terms, replacement, tx);
      await batches.forgetUser(user.id, replacement, tx);
      return released.map(({ id, code }) => ({ id, code }));
    },
  };
}

export type TagsService = ReturnType<typeof createTagsService>;

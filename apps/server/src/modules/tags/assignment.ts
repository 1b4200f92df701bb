import { TAG_TEXTS, type AssignTagRequest, type Tag, type TransferTagRequest } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { checkAccess } from '../../lib/access.js';
import { accessActorOf, type Actor, type ActorRef } from '../../lib/actor.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { pgErrorCode } from '../../lib/sql.js';
import type { UsersService } from '../users/service.js';
import { actorFields, type TagWriteKit } from './kit.js';
import { toTag } from './mappers.js';

type AssignmentDeps = TagWriteKit & { users: Pick<UsersService, 'findById'> };

type AssignOptions = {
  conflictMode: 'BLOCK' | 'TRANSFER';
  notes?: string | null;
  actor: ActorRef;
  /** 'owner': a self-assign (claim), whose conflicts do not reveal the other owner. */
  audience: 'admin' | 'owner';
  /** A transfer names the owner it moves the tag from; checked with the row locked. */
  expectedOwnerId?: string;
};

const FOREIGN_KEY_VIOLATION = '23503';
const displayName = (user: { name: string; email: string }) => user.name || user.email;
const joinNotes = (...parts: Array<string | null | undefined>) =>
  parts.filter((part) => part && part.trim()).join(' — ') || null;

/** Who owns a tag (spec section 6): the admin's assign, transfer and unassign, the owner's claim and unassign. */
export function createAssignment(deps: AssignmentDeps) {
  const { transaction, repository, lockTag } = deps;

  async function requireUser(id: string) {
    const user = await deps.users.findById(id);
    if (!user) throw notFound(TAG_TEXTS.userNotFound, 'USER_NOT_FOUND');
    return user;
  }

  /** Assign (or, with TRANSFER, move) ownership in one transaction with the row locked, writing one event. */
  async function assignTo(id: string, userId: string, options: AssignOptions): Promise<Tag> {
    const target = await requireUser(userId);
    // A technician services equipment; tags belong to users (spec section 6).
    if (target.role === 'TECHNICIAN')
      throw badRequest(TAG_TEXTS.technicianCannotOwn, { field: 'userId' }, 'TECHNICIAN_CANNOT_OWN');
    const byOwner = options.audience === 'owner';
    try {
      const row = await transaction(async (tx) => {
        const tag = await lockTag(id, tx);
        if (options.expectedOwnerId !== undefined) {
          if (!tag.assignedUserId) throw conflict(TAG_TEXTS.notAssigned, 'NOT_ASSIGNED');
          if (tag.assignedUserId !== options.expectedOwnerId) throw conflict(TAG_TEXTS.ownerMismatch, 'OWNER_MISMATCH');
        }
        if (tag.assignedUserId === target.id)
          throw conflict(byOwner ? TAG_TEXTS.claimOwn : TAG_TEXTS.sameUser, 'SAME_USER');
        if (tag.assignedUserId && options.conflictMode === 'BLOCK') {
          // An owner claiming a code is not told who holds it; the admin is, to confirm a transfer.
          if (byOwner) throw conflict(TAG_TEXTS.claimTaken, 'ALREADY_ASSIGNED');
          const name = tag.assignedUserName || tag.assignedUserEmail || '';
          throw conflict(TAG_TEXTS.alreadyAssigned(name), 'ALREADY_ASSIGNED', {
            assignedUserId: tag.assignedUserId,
            assignedUserName: name,
          });
        }
        await repository.setOwner(id, target.id, tx);
        await repository.insertEvents(
          [
            {
              tagId: id,
              action: tag.assignedUserId ? 'TRANSFERRED' : 'ASSIGNED',
              fromUserId: tag.assignedUserId,
              fromUserName: tag.assignedUserId ? tag.assignedUserName || tag.assignedUserEmail : null,
              toUserId: target.id,
              toUserName: displayName(target),
              notes: options.notes || null,
              ...actorFields(options.actor),
            },
          ],
          tx,
        );
        // Read back with its joins: the tag now opens the new owner's primary profile.
        return (await repository.findById(id, tx))!;
      });
      return toTag(row);
    } catch (error) {
      // The account was deleted between the check and the update.
      if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw notFound(TAG_TEXTS.userNotFound, 'USER_NOT_FOUND');
      throw error;
    }
  }

  return {
    /** Admin assign: BLOCK (default) refuses a tag of someone else with ALREADY_ASSIGNED; TRANSFER moves it. */
    assign: (id: string, input: AssignTagRequest, actor: ActorRef) =>
      assignTo(id, input.userId, { conflictMode: input.conflictMode, notes: input.notes, actor, audience: 'admin' }),

    /** Admin transfer: fromUserId must be the current owner (checked with the row locked), toUserId someone else. */
    async transfer(id: string, input: TransferTagRequest, actor: ActorRef): Promise<Tag> {
      if (input.toUserId === input.fromUserId) throw conflict(TAG_TEXTS.sameUser, 'SAME_USER');
      const notes = joinNotes(input.reason, input.notes);
      return assignTo(id, input.toUserId, {
        conflictMode: 'TRANSFER',
        notes,
        actor,
        audience: 'admin',
        expectedOwnerId: input.fromUserId,
      });
    },

    /** Self-assign an unassigned tag found by its code (spec section 6), its activation code checked before. */
    async claim(tagId: string, actor: ActorRef): Promise<Tag> {
      return assignTo(tagId, actor.id, {
        conflictMode: 'BLOCK',
        notes: 'Atribuída pelo próprio usuário',
        actor,
        audience: 'owner',
      });
    },

    /** Unassigns inside a transaction: an admin any tag, its owner their own (another's is the 404). */
    async unassign(id: string, input: { reason?: string | null; notes?: string | null }, actor: Actor): Promise<Tag> {
      const row = await transaction(async (tx) => {
        const tag = await lockTag(id, tx);
        checkAccess(accessActorOf(actor), 'tag.manage', tag.assignedUserId);
        if (!tag.assignedUserId) throw conflict(TAG_TEXTS.notAssigned, 'NOT_ASSIGNED');
        const updated = await repository.setOwner(id, null, tx);
        await repository.insertEvents(
          [
            {
              tagId: id,
              action: 'UNASSIGNED',
              fromUserId: tag.assignedUserId,
              fromUserName: tag.assignedUserName || tag.assignedUserEmail,
              notes: joinNotes(input.reason, input.notes),
              ...actorFields(actor),
            },
          ],
          tx,
        );
        return updated!;
      });
      return toTag(row);
    },

    /** Unassigns every tag of a user inside the caller's transaction, writing an UNASSIGNED event for each. */
    async releaseTagsOfUser(
      userId: string,
      tx: Database,
      notes = 'Desatribuída com a remoção do usuário.',
    ): Promise<number> {
      const held = await repository.releaseOfUser(userId, tx);
      await repository.insertEvents(
        held.map((tag) => ({
          tagId: tag.id,
          action: 'UNASSIGNED' as const,
          fromUserId: userId,
          fromUserName: tag.assignedUserName || tag.assignedUserEmail,
          notes,
        })),
        tx,
      );
      return held.length;
    },
  };
}

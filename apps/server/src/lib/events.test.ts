import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createEventBus } from './events.js';

/** Issue 42 item 1: each subscriber says when it runs; an in-transaction failure is the writer's, an after-commit one is not. */
const tx = {} as Database;

function busWithLog() {
  const warnings: Array<{ obj: object; msg: string }> = [];
  const bus = createEventBus({ warn: (obj: object, msg: string) => void warnings.push({ obj, msg }) } as never);
  return { bus, warnings };
}

describe('the event bus', () => {
  it('runs the in-transaction subscribers, in order, with the publisher’s transaction; the after-commit ones only when published after the commit', async () => {
    const { bus } = busWithLog();
    const calls: string[] = [];
    bus.subscribe('profiles.deleted', {
      name: 'first',
      when: 'inTransaction',
      handle: async ({ profileIds }, given) => void calls.push(`in:${profileIds.join()}:${given === tx}`),
    });
    bus.subscribe('profiles.deleted', {
      name: 'after',
      when: 'afterCommit',
      handle: async ({ profileIds }) => void calls.push(`after:${profileIds.join()}`),
    });
    bus.subscribe('profiles.deleted', {
      name: 'second',
      when: 'inTransaction',
      handle: async () => void calls.push('in:second'),
    });
    await bus.publishInTransaction('profiles.deleted', { profileIds: ['p1'] }, tx);
    expect(calls).toEqual(['in:p1:true', 'in:second']);
    await bus.publishAfterCommit('profiles.deleted', { profileIds: ['p1'] });
    expect(calls).toEqual(['in:p1:true', 'in:second', 'after:p1']);
  });

  it('an in-transaction failure fails the write; an after-commit failure is logged and the next subscriber still runs', async () => {
    const { bus, warnings } = busWithLog();
    bus.subscribe('sessions.othersRevoked', {
      name: 'account.endEmailChanges',
      when: 'inTransaction',
      handle: async () => {
        throw new Error('rolled back');
      },
    });
    await expect(bus.publishInTransaction('sessions.othersRevoked', { userId: 'u1' }, tx)).rejects.toThrow(
      'rolled back',
    );

    const ran: string[] = [];
    bus.subscribe('tag.changed', {
      name: 'broken',
      when: 'afterCommit',
      handle: async () => {
        throw new Error('disk gone');
      },
    });
    bus.subscribe('tag.changed', { name: 'next', when: 'afterCommit', handle: async () => void ran.push('next') });
    await bus.publishAfterCommit('tag.changed', { code: 'PET00001', profileId: null });
    expect(ran).toEqual(['next']);
    expect(warnings).toEqual([
      { obj: expect.objectContaining({ event: 'tag.changed', subscriber: 'broken' }), msg: 'event subscriber failed' },
    ]);
  });

  it('an event with no transaction takes no in-transaction subscriber (a type error), and publishing after the write never runs one', async () => {
    const { bus } = busWithLog();
    const ran: string[] = [];
    // @ts-expect-error 'tag.scanned' is published after the scan's batched write: there is no transaction to join.
    bus.subscribe('tag.scanned', { name: 'x', when: 'inTransaction', handle: async () => void ran.push('in') });
    bus.subscribe('tag.scanned', { name: 'y', when: 'afterCommit', handle: async () => void ran.push('after') });
    await bus.publishAfterCommit('tag.scanned', {} as never);
    expect(ran).toEqual(['after']);
  });
});

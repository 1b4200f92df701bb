import { describe, expect, it } from 'vitest';
import { accessActorOf, type Actor, type ActorRef } from './actor.js';
import { AppError } from './errors.js';

const named: ActorRef = { id: '6a0c1f8e-2f55-4d8c-9a57-3f0b8b2d4e11', name: 'Sem papel' };

describe('an actor without a role is nobody (issue 40 item 0)', () => {
  it('an actor passed without a role is a type error', () => {
    // @ts-expect-error: an ActorRef names who to record, never who may act.
    expect(() => accessActorOf(named)).toThrow(AppError);
  });

  it('an actor without a role (or with an unknown one) is refused with a 403, never read as an admin', () => {
    for (const actor of [named, { ...named, role: undefined }, { ...named, role: 'admin' }, { ...named, role: '' }]) {
      let refused: unknown;
      try {
        accessActorOf(actor as unknown as Actor);
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).statusCode).toBe(403);
    }
  });

  it('an actor with its role is read as that role', () => {
    expect(accessActorOf({ ...named, role: 'USER' })).toEqual({ id: named.id, role: 'USER' });
    expect(accessActorOf({ ...named, role: 'ADMIN' })).toEqual({ id: named.id, role: 'ADMIN' });
  });
});

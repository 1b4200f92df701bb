import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from '../demo/index.js';

/** Every demo account signs in through POST /api/auth/login with its documented password, as its role. */
export async function expectEveryDemoAccountSignsIn(app: Pick<FastifyInstance, 'inject'>): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe(account.role);
  }
}

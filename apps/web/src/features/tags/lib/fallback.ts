import { ApiError } from '@/lib/api-client';

/**
 * Spec section 6: tag calls for a user try the /me endpoint first and fall back to the admin one on error.
 * Answers the other endpoint would give the same way (validation, session, conflict, rate limit) are not retried;
 * when the fallback fails too, the first error (the /me one, e.g. 403 'não pertence a você') is the one reported.
 */
export async function withFallback<T>(primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
  try {
    return await primary();
  } catch (error) {
    if (!(error instanceof ApiError) || [0, 400, 401, 409, 422, 429].includes(error.status)) throw error;
    try {
      return await fallback();
    } catch {
      throw error;
    }
  }
}

/** Who is acting on a tag screen: the admin family of routes, or the owner's /me family. */
export type TagScope = 'admin' | 'owner';

import { ApiError } from '@/lib/api-client';

/**
 * Spec section 6: page calls for a user try the /me endpoint first and fall back to the admin one on error.
 * Answers that the other endpoint would give the same way (validation, conflict, session) are not retried;
 * when the fallback fails too, the first error is the one reported.
 */
export async function withFallback<T>(primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
  try {
    return await primary();
  } catch (error) {
    if (!(error instanceof ApiError) || [400, 401, 409, 422, 429].includes(error.status)) throw error;
    try {
      return await fallback();
    } catch {
      throw error;
    }
  }
}

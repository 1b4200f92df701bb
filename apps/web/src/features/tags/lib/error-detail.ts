import { serverMessage } from '@/lib/api-client';

/** A toast's detail under the spec's text, when the server said something more precise. */
export function errorDetail(error: unknown): { description: string } | undefined {
  const description = serverMessage(error);
  return description === undefined ? undefined : { description };
}

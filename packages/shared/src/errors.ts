import { z } from 'zod';

/** The one error shape of the API (docs/ARCHITECTURE.md): status + { code, message, ...details }. */
export const apiErrorSchema = z
  .object({
    code: z.string(),
    message: z.string(),
  })
  .loose();
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

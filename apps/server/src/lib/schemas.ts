import { z } from 'zod';
import { apiErrorSchema } from '@portal/shared';

/** Error responses for route schemas, so OpenAPI lists every status a route can answer. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<number, typeof apiErrorSchema>;

export const idParamsSchema = z.object({ id: z.uuid({ error: 'id inválido' }) });

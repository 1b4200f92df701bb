import { z } from 'zod';

/** `?page=1&limit=20`: one parser for every list (docs/ARCHITECTURE.md "Lists"). */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page deve ser um número inteiro a partir de 1').default(1),
  limit: z.coerce.number().int().min(1).max(1000, 'limit deve estar entre 1 e 1000').default(20),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function buildPagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

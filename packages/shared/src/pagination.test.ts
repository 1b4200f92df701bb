import { describe, expect, it } from 'vitest';
import { buildPagination, paginationQuerySchema } from './pagination.js';

describe('pagination', () => {
  it('defaults to page 1 of 20', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
  });
  it('refuses page 0 and a limit over 1000', () => {
    expect(paginationQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(paginationQuerySchema.safeParse({ limit: '1001' }).success).toBe(false);
  });
  it('counts pages, with at least one page for an empty list', () => {
    expect(buildPagination(2, 20, 41)).toEqual({ page: 2, limit: 20, total: 41, totalPages: 3 });
    expect(buildPagination(1, 20, 0).totalPages).toBe(1);
  });
});

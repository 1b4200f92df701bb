import { z } from 'zod';

export const adminMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const listMessagesQuerySchema = z.object({
  toRole: z
    .enum(['ADMIN', 'USER', 'TECHNICIAN'], { error: 'toRole deve ser ADMIN, USER ou TECHNICIAN' })
    .default('ADMIN'),
  since: z.iso
    .datetime({ offset: true, error: 'since deve ser uma data ISO 8601' })
    // PostgreSQL has no year 0 and Date has no year 10000: such a cursor is refused, not a 500.
    .refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1 && year <= 9999;
    }, 'since deve ser uma data ISO 8601')
    .optional(),
});

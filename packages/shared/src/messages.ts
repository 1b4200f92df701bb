import { z } from 'zod';

export const adminMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const listMessagesQuerySchema = z.object({
  toRole: z.enum(['ADMIN', 'USER', 'TECHNICIAN'], { error: 'toRole deve ser ADMIN, USER ou TECHNICIAN' }).default('ADMIN'),
  since: z.iso.datetime({ offset: true, error: 'since deve ser uma data ISO 8601' }).optional(),
});

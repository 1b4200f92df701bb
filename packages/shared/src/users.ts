import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from './pagination.js';
import { CLIENT_TEXTS } from './clients.js';
import { NUL_CHARACTER_MESSAGE } from './request-text.js';

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['ADMIN', 'USER', 'TECHNICIAN']),
  isSubscriber: z.boolean(),
  /** Created with an invitation whose password is not chosen yet: the account cannot sign in (issue 23). */
  invitePending: z.boolean(),
  /** Two-factor sign-in is on (the admin's list only: its 'Redefinir 2FA', issue 40). */
  twoFactorEnabled: z.boolean().optional(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

const booleanFlag = z
  .enum(['true', 'false', 'yes', 'no'], { error: 'isSubscriber deve ser true ou false' })
  .transform((value) => value === 'true' || value === 'yes');

export const listUsersQuerySchema = paginationQuerySchema.extend({
  search: z
    .string()
    .trim()
    .max(200)
    .refine((value) => !value.includes('\u0000'), NUL_CHARACTER_MESSAGE)
    .optional(),
  role: z.enum(['ADMIN', 'USER', 'TECHNICIAN'], { error: 'role deve ser ADMIN, USER ou TECHNICIAN' }).optional(),
  isSubscriber: booleanFlag.optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const listUsersResponseSchema = z.object({
  users: z.array(userSchema),
  pagination: paginationSchema,
});
export type ListUsersResponse = z.infer<typeof listUsersResponseSchema>;

export const setSubscriberRequestSchema = z.object({
  isSubscriber: z.boolean({ error: 'isSubscriber deve ser true ou false' }),
});
export type SetSubscriberRequestBody = z.input<typeof setSubscriberRequestSchema>;

/**
 * The admin's 'Novo técnico' form: a technician account is a name, an email and a password (or an invitation), with no profile or public
 * page (docs/ARCHITECTURE.md); it is sent as POST /admin/users with role 'TECHNICIAN'. The same rules and messages as a new client.
 */
export const newTechnicianSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, CLIENT_TEXTS.nameRequired)
      .max(120, CLIENT_TEXTS.textTooLong(120))
      .refine((value) => !value.includes('\u0000'), NUL_CHARACTER_MESSAGE),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[^\s@]+@[^\s@]+$/, CLIENT_TEXTS.emailRequired)
      .max(200, CLIENT_TEXTS.emailRequired),
    /** 'Enviar convite por e-mail' (issue 23, on by default): no password; the technician chooses one from the link. */
    invite: z.boolean(),
    password: z.string().max(200, 'A senha deve ter no máximo 200 caracteres.'),
  })
  .superRefine(({ invite, password }, ctx) => {
    if (!invite && password.length < 8)
      ctx.addIssue({ code: 'custom', path: ['password'], message: CLIENT_TEXTS.passwordRequired });
  });
export type NewTechnician = z.infer<typeof newTechnicianSchema>;

/**
 * Issue 43, item 6: PATCH /admin/users/{id} with `{ role }`. An admin changes another account's role (never their
 * own, never the last admin's); the account is told in its bell and by e-mail.
 */
export const setUserRoleRequestSchema = z.object({
  role: z.enum(['ADMIN', 'USER', 'TECHNICIAN'], { error: 'Papel inválido: use ADMIN, USER ou TECHNICIAN.' }),
});
export type SetUserRoleRequestBody = z.input<typeof setUserRoleRequestSchema>;

export const ROLE_CHANGE_TEXTS = {
  /** The users screen's column and select. */
  column: 'Papel',
  selectLabel: (email: string) => `Papel de ${email}`,
  confirmTitle: 'Alterar papel',
  confirm: (email: string, from: string, to: string) =>
    `Mudar ${email} de ${from} para ${to}? A conta é avisada por notificação e por e-mail.`,
  confirmLabel: 'Alterar papel',
  ownRole: 'Você não pode alterar o seu próprio papel: peça a outro administrador.',
  lastAdmin: 'Esta é a única conta de administrador: promova outra conta a administrador antes.',
  changed: (email: string, role: string) => `${email} agora é ${role}.`,
  failed: 'Não foi possível alterar o papel. Tente novamente.',
  /** What the account reads in its bell (and its e-mail says the same). */
  noticeTitle: 'Seu papel mudou',
  noticeBody: (role: string, admin: string) =>
    `${admin} mudou o papel da sua conta para ${role}. Saia e entre de novo para ver as telas do novo papel.`,
  /** The admins' record, as the 2FA reset's. */
  recordTitle: 'Papel alterado',
  record: (admin: string, email: string, from: string, to: string) => `${admin} mudou ${email} de ${from} para ${to}.`,
} as const;

/**
 * One's own account (issue 23, items 1 and 2): changing one's password and e-mail from 'Minha conta', and the
 * invitation an admin sends instead of a password. The API contract and its pt-BR texts.
 */
import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from './auth.js';
import { NUL_CHARACTER_MESSAGE } from './request-text.js';

/** An invitation link works for 7 days, once. */
export const INVITATION_TTL_DAYS = 7;
/** An e-mail change's confirmation link works for 24 hours, once. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

export const ACCOUNT_TEXTS = {
  currentPasswordRequired: 'Informe a sua senha atual.',
  currentPasswordWrong: 'A senha atual está incorreta.',
  newPasswordTooShort: `A nova senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  passwordTooLong: 'A senha deve ter no máximo 200 caracteres.',
  passwordsDontMatch: 'As senhas não coincidem.',
  samePassword: 'A nova senha deve ser diferente da atual.',
  passwordChanged: 'Senha alterada. As outras sessões foram encerradas.',
  passwordChangeFailed: 'Não foi possível alterar a senha. Tente novamente.',
  newEmailRequired: 'Informe o novo e-mail.',
  newEmailInvalid: 'Informe um e-mail válido.',
  sameEmail: 'Este já é o seu e-mail.',
  /** A 409 that never says whose the address is. */
  emailUnavailable: 'Este e-mail não pode ser usado. Escolha outro endereço.',
  emailChangeRequested: (email: string) =>
    `Enviamos um link de confirmação para ${email}. O e-mail só muda quando o link for aberto (vale por ${EMAIL_CHANGE_TTL_HOURS} horas).`,
  emailChangeFailed: 'Não foi possível pedir a troca de e-mail. Tente novamente.',
  emailChangeTokenInvalid: 'Link de confirmação inválido, expirado ou já usado. Peça a troca de e-mail de novo.',
  emailConfirmed: (email: string) => `E-mail confirmado. Sua conta agora usa ${email}.`,
  emailConfirmFailed: 'Não foi possível confirmar o e-mail. Tente novamente.',
  linkMissing: 'Link inválido ou incompleto. Abra o link do e-mail de novo.',
  invitationInvalid: 'Convite inválido, expirado ou já usado. Peça um novo convite ao administrador.',
  invitationChecking: 'Verificando o convite...',
  invitationAccepted: 'Senha criada. Agora é só entrar com o seu e-mail e a nova senha.',
  invitationAcceptFailed: 'Não foi possível criar a senha. Tente novamente.',
  invitationAlreadyAccepted: 'Esta conta já tem uma senha: o convite não é mais necessário.',
  invitationSent: 'Convite enviado por e-mail.',
  invitationResendFailed: 'Não foi possível reenviar o convite. Tente novamente.',
  invitePending: 'Convite pendente',
  /** The admin dashboard's line under 'Clientes ativos' (issue 43): invited clients are not active yet. */
  invitePendingCount: (count: number) =>
    count === 1 ? 'Convite pendente: 1 cliente' : `Convite pendente: ${count.toLocaleString('pt-BR')} clientes`,
  resendInvitation: 'Reenviar convite',
  sendInvitation: 'Enviar convite por e-mail',
  sendInvitationHint: `A pessoa recebe um link (válido por ${INVITATION_TTL_DAYS} dias) para criar a própria senha.`,
  /** Neither a password nor an invitation (or both) on POST /admin/users. */
  passwordOrInvite: 'Informe uma senha ou marque o envio do convite por e-mail (um dos dois).',
} as const;

/** A new password: the portal's one length rule (PASSWORD_MIN_LENGTH), in the account screens' own words. */
export const newPasswordSchema = z
  .string({ error: ACCOUNT_TEXTS.newPasswordTooShort })
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_TEXTS.newPasswordTooShort)
  .max(200, ACCOUNT_TEXTS.passwordTooLong);

const currentPasswordSchema = z
  .string({ error: ACCOUNT_TEXTS.currentPasswordRequired })
  .min(1, ACCOUNT_TEXTS.currentPasswordRequired)
  .max(200, ACCOUNT_TEXTS.currentPasswordWrong);

/** A link's token: what the e-mail's address carries (base64url). */
const linkTokenSchema = z
  .string({ error: ACCOUNT_TEXTS.linkMissing })
  .trim()
  .min(1, ACCOUNT_TEXTS.linkMissing)
  .max(200, ACCOUNT_TEXTS.linkMissing);

/** POST /me/password: every role. */
export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequestBody = z.input<typeof changePasswordRequestSchema>;

/** POST /me/email: the confirmation link goes to `newEmail`; the address changes only when it is opened. */
export const changeEmailRequestSchema = z.object({
  newEmail: z
    .string({ error: ACCOUNT_TEXTS.newEmailRequired })
    .trim()
    .min(1, ACCOUNT_TEXTS.newEmailRequired)
    .max(200, ACCOUNT_TEXTS.newEmailInvalid)
    .regex(EMAIL_PATTERN, ACCOUNT_TEXTS.newEmailInvalid)
    .refine((value) => !value.includes('\u0000'), NUL_CHARACTER_MESSAGE)
    .transform((value) => value.toLowerCase()),
  currentPassword: currentPasswordSchema,
});
export type ChangeEmailRequestBody = z.input<typeof changeEmailRequestSchema>;

/** POST /auth/email/confirm: the link's token. */
export const confirmEmailRequestSchema = z.object({ token: linkTokenSchema });
export type ConfirmEmailRequestBody = z.input<typeof confirmEmailRequestSchema>;
export const confirmEmailResponseSchema = z.object({ message: z.string(), email: z.string() });
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;

/** POST /auth/invite/accept: the link's token and the password the person chooses. */
/** POST /auth/invite/check {token} -> {email} (issue 43): whether an invitation link still works, as /convite opens. */
export const checkInvitationRequestSchema = z.object({ token: linkTokenSchema });
export type CheckInvitationRequestBody = z.input<typeof checkInvitationRequestSchema>;
export const checkInvitationResponseSchema = z.object({ email: z.string() });
export type CheckInvitationResponse = z.infer<typeof checkInvitationResponseSchema>;

export const acceptInvitationRequestSchema = z.object({ token: linkTokenSchema, password: newPasswordSchema });
export type AcceptInvitationRequestBody = z.input<typeof acceptInvitationRequestSchema>;
/** The e-mail to sign in with (the form fills it in on the login screen). */
export const acceptInvitationResponseSchema = z.object({ message: z.string(), email: z.string() });
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;

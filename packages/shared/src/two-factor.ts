import { z } from 'zod';

/** Two-factor sign-in (TOTP, RFC 6238; issue 23): texts of 'Minha conta' and of the API's answers. */
export const TWO_FACTOR_TEXTS = {
  title: 'Verificação em duas etapas',
  description: 'Além da senha, um código de 6 dígitos do aplicativo autenticador a cada entrada.',
  on: 'Ativada',
  off: 'Desativada',
  start: 'Ativar verificação em duas etapas',
  scanQr: 'Leia o QR code no aplicativo autenticador (Google Authenticator, Authy, 1Password...) ou digite a chave:',
  secretLabel: 'Chave para digitar no aplicativo',
  codeLabel: 'Código de verificação',
  enable: 'Confirmar e ativar',
  enabled: 'Verificação em duas etapas ativada.',
  recoveryTitle: 'Códigos de recuperação',
  recoveryHint:
    'Guarde estes 10 códigos em lugar seguro: cada um entra uma única vez sem o aplicativo. Eles não serão mostrados de novo.',
  copy: 'Copiar códigos',
  copied: 'Códigos copiados.',
  download: 'Baixar códigos',
  done: 'Já guardei os códigos',
  disable: 'Desativar',
  disableTitle: 'Desativar a verificação em duas etapas',
  disabled: 'Verificação em duas etapas desativada.',
  currentPasswordLabel: 'Senha atual',
  codeRequired: 'Digite o código de 6 dígitos do aplicativo.',
  codeInvalid: 'Código de verificação inválido ou expirado.',
  recoveryCodeInvalid: 'Código de recuperação inválido ou já usado.',
  required: 'Digite o código de verificação do aplicativo autenticador.',
  setupFirst: 'Inicie a ativação antes de confirmar o código.',
  alreadyEnabled: 'A verificação em duas etapas já está ativada.',
  notEnabled: 'A verificação em duas etapas não está ativada.',
  wrongPassword: 'Senha atual incorreta.',
  passwordRequired: 'Digite sua senha atual.',
  setupRequired: 'Ative a verificação em duas etapas para continuar.',
  setupRequiredIntro:
    'Esta instalação exige a verificação em duas etapas para administradores. Ative-a para continuar.',
  requiredForAdmins: 'Esta instalação exige a verificação em duas etapas para administradores.',
  enablePasswordHint: 'Confirme com sua senha atual: as outras sessões da conta serão encerradas.',
  locked: 'Muitos códigos incorretos. Por segurança, a verificação desta conta está bloqueada por até 15 minutos.',
  reset: 'Redefinir 2FA',
  resetTitle: 'Redefinir a verificação em duas etapas',
  resetConfirm: (name: string) =>
    `A verificação em duas etapas de ${name} será desativada e os códigos de recuperação deixarão de valer. A pessoa entra só com a senha até ativá-la de novo e será avisada por e-mail.`,
  resetDone: 'Verificação em duas etapas redefinida. A pessoa foi avisada por e-mail.',
  resetFailed: 'Não foi possível redefinir a verificação em duas etapas.',
  resetSelf: 'Mude sua própria verificação em duas etapas em "Minha conta".',
  /** The admins' message that records a reset: who did it, to which account. */
  resetRecord: (admin: string, email: string) => `${admin} redefiniu a verificação em duas etapas de ${email}.`,
} as const;

/** Wrong second-factor codes (TOTP and recovery) an account may send within TWO_FACTOR_LOCK_MINUTES (issue 40). */
export const TWO_FACTOR_CODE_FAILURES = 10;
export const TWO_FACTOR_LOCK_MINUTES = 15;

export const RECOVERY_CODE_COUNT = 10;

/** Six digits; spaces typed between groups are ignored. */
export const totpCodeSchema = z
  .string({ error: TWO_FACTOR_TEXTS.codeRequired })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_TEXTS.codeRequired));

/** GET /api/me/2fa: whether it is on (and whether this installation obliges this account). */
export const twoFactorStatusSchema = z.object({ enabled: z.boolean(), required: z.boolean() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/me/2fa/setup: a pending secret (2FA is not on until /enable gets a code of it). */
export const twoFactorSetupResponseSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/** Turning 2FA on asks the current password (issue 40): a stolen session cannot bind the account to its own app. */
export const twoFactorEnableRequestSchema = z.object({
  currentPassword: z.string({ error: TWO_FACTOR_TEXTS.passwordRequired }).min(1, TWO_FACTOR_TEXTS.passwordRequired),
  code: totpCodeSchema,
});
export type TwoFactorEnableRequest = z.input<typeof twoFactorEnableRequestSchema>;
/** The 10 recovery codes, shown once (only their hashes are kept). */
export const twoFactorEnableResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponseSchema>;

export const twoFactorDisableRequestSchema = z.object({
  currentPassword: z.string({ error: TWO_FACTOR_TEXTS.passwordRequired }).min(1, TWO_FACTOR_TEXTS.passwordRequired),
  code: totpCodeSchema,
});
export type TwoFactorDisableRequest = z.input<typeof twoFactorDisableRequestSchema>;

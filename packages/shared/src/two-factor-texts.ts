/**
 * Two-factor sign-in (TOTP, RFC 6238; issue 23): texts of 'Minha conta' and of the API's answers. Apart from the
 * schemas (./two-factor.ts): the login's second step needs the codes, and the login loads no zod (./core.ts).
 */
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
} as const;

/** The server's codes for the login's second step and the admins' obligation (REQUIRE_ADMIN_2FA). */
export const TWO_FACTOR_CODES = {
  required: 'TWO_FACTOR_REQUIRED',
  invalidCode: 'INVALID_TWO_FACTOR_CODE',
  invalidRecoveryCode: 'INVALID_RECOVERY_CODE',
  setupRequired: 'TWO_FACTOR_SETUP_REQUIRED',
} as const;

export const RECOVERY_CODE_COUNT = 10;

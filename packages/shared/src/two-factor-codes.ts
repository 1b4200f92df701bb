/**
 * The server's codes for the login's second step and the admins' obligation (REQUIRE_ADMIN_2FA). Apart from the
 * schemas and texts of ./two-factor.ts: the login needs them, and it loads no zod (./core.ts).
 */
export const TWO_FACTOR_CODES = {
  required: 'TWO_FACTOR_REQUIRED',
  invalidCode: 'INVALID_TWO_FACTOR_CODE',
  invalidRecoveryCode: 'INVALID_RECOVERY_CODE',
  setupRequired: 'TWO_FACTOR_SETUP_REQUIRED',
  /** 429: too many wrong codes for this account (issue 40). */
  locked: 'TWO_FACTOR_LOCKED',
} as const;

import { z } from 'zod';
import { TWO_FACTOR_TEXTS } from './two-factor-texts.js';

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

export const twoFactorEnableRequestSchema = z.object({ code: totpCodeSchema });
export type TwoFactorEnableRequest = z.input<typeof twoFactorEnableRequestSchema>;
/** The 10 recovery codes, shown once (only their hashes are kept). */
export const twoFactorEnableResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponseSchema>;

export const twoFactorDisableRequestSchema = z.object({
  currentPassword: z.string({ error: TWO_FACTOR_TEXTS.passwordRequired }).min(1, TWO_FACTOR_TEXTS.passwordRequired),
  code: totpCodeSchema,
});
export type TwoFactorDisableRequest = z.input<typeof twoFactorDisableRequestSchema>;

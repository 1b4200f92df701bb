import { z } from 'zod';
import { TEXTS } from './texts.js';
import { ROLES } from './roles.js';
import { NUL_CHARACTER_MESSAGE } from './request-text.js';

export const PASSWORD_MIN_LENGTH = 8;

/** A role as the API sends it (the login's answer, the session token, the privacy log's actor). */
export const roleSchema = z.enum(ROLES);

/** The spec's simple email pattern (forgot-password form); control characters (U+0000, ...) are never part of one. */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

const email = z
  .string({ error: TEXTS.auth.emailRequired })
  .trim()
  .min(1, TEXTS.auth.emailRequired)
  .regex(EMAIL_PATTERN, TEXTS.auth.emailInvalid)
  .transform((value) => value.toLowerCase());

export const loginRequestSchema = z.object({
  email: z.string({ error: TEXTS.auth.fillAllFields }).trim().min(1, TEXTS.auth.fillAllFields),
  password: z.string({ error: TEXTS.auth.fillAllFields }).min(1, TEXTS.auth.fillAllFields),
  /** With two-factor on: the authenticator's current code, or one of the recovery codes (each works once). */
  totp: z.string().trim().max(20).optional(),
  recoveryCode: z.string().trim().max(40).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  id: z.string(),
  sub: z.string(),
  name: z.string(),
  role: roleSchema,
  email: z.string(),
  /** REQUIRE_ADMIN_2FA and an admin without 2FA: the token opens only the 2FA setup until it is on. */
  twoFactorSetupRequired: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const passwordSchema = z
  .string({ error: TEXTS.auth.resetFillAll })
  .min(PASSWORD_MIN_LENGTH, TEXTS.auth.passwordTooShort)
  .max(200, 'A senha deve ter no máximo 200 caracteres.');

export const registerRequestSchema = z.object({
  email,
  password: passwordSchema,
  name: z
    .string()
    .trim()
    .max(120)
    .refine((value) => !value.includes('\u0000'), NUL_CHARACTER_MESSAGE)
    .optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequestBody = z.input<typeof forgotPasswordRequestSchema>;
export const forgotPasswordResponseSchema = z.object({
  emailSent: z.boolean(),
  emailError: z.string().nullable(),
});

export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: TEXTS.auth.resetMissingToken }).min(1, TEXTS.auth.resetMissingToken),
  newPassword: passwordSchema,
});
export type ResetPasswordRequestBody = z.input<typeof resetPasswordRequestSchema>;
export const messageResponseSchema = z.object({ message: z.string() });

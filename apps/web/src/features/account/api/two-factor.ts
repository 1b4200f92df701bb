import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  TwoFactorDisableRequest,
  TwoFactorEnableRequest,
  TwoFactorEnableResponse,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '@portal/shared';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** GET /me/2fa: on or off, and whether this installation obliges the account (REQUIRE_ADMIN_2FA). */
export const useTwoFactorStatus = () =>
  useQuery({
    queryKey: accountKeys.twoFactor(),
    queryFn: ({ signal }) => api.get<TwoFactorStatus>('/me/2fa', { signal }),
  });

/** POST /me/2fa/setup: a pending secret with its QR (2FA is not on until a code of it is confirmed). */
export const useSetupTwoFactor = () =>
  useMutation({ mutationFn: () => api.post<TwoFactorSetupResponse>('/me/2fa/setup') });

/** POST /me/2fa/enable {currentPassword, code}: on, with the 10 recovery codes shown once; other sessions end. */
export const useEnableTwoFactor = () =>
  useMutation({
    mutationFn: (body: TwoFactorEnableRequest) => api.post<TwoFactorEnableResponse>('/me/2fa/enable', body),
    meta: { invalidates: ['twoFactor'] },
  });

/** POST /me/2fa/disable {currentPassword, code}. */
export const useDisableTwoFactor = () =>
  useMutation({
    mutationFn: (body: TwoFactorDisableRequest) => api.post<null>('/me/2fa/disable', body),
    meta: { invalidates: ['twoFactor'] },
  });

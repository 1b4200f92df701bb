import { OPEN_ALERT_TEXTS } from '@portal/shared';
import { errorMessage } from '@/lib/api-client';
import { useSendLinkToken } from '../lib/use-link-token';
import { useConfirmOpenAlert } from '../api/confirm-open-alert';
import { LinkNotice } from './link-notice';

/**
 * /aviso-ficha/confirmar?token=...: the address a profile's owner listed for the family alert (issue 42) confirms
 * by opening the link, once; it needs no account.
 */
export function ConfirmOpenAlertStatus({ token }: { token: string | null }) {
  const { mutate, data, error, isError } = useConfirmOpenAlert();
  useSendLinkToken(token, mutate);

  if (!token) return <LinkNotice tone="failed">{OPEN_ALERT_TEXTS.confirmInvalid}</LinkNotice>;
  if (data) return <LinkNotice tone="done">{data.message}</LinkNotice>;
  if (isError) return <LinkNotice tone="failed">{errorMessage(error, OPEN_ALERT_TEXTS.confirmFailed)}</LinkNotice>;
  return <LinkNotice tone="working">{OPEN_ALERT_TEXTS.confirming}</LinkNotice>;
}

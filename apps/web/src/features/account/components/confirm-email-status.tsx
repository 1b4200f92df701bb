import { useEffect, useRef } from 'react';
import { ACCOUNT_TEXTS } from '@portal/shared';
import { errorMessage } from '@/lib/api-client';
import { useConfirmEmail } from '../api/confirm-email';
import { LinkNotice, LoginButton } from './link-notice';

/** /confirmar-email?token=...: opening the link makes the change, once (issue 23), and says so. */
export function ConfirmEmailStatus({ token }: { token: string | null }) {
  const { mutate, data, error, isError } = useConfirmEmail();
  // The link works once: one request, even when an effect runs twice (React's strict mode).
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  const notice = !token ? (
    <LinkNotice tone="failed">{ACCOUNT_TEXTS.linkMissing}</LinkNotice>
  ) : data ? (
    <LinkNotice tone="done">{data.message}</LinkNotice>
  ) : isError ? (
    <LinkNotice tone="failed">{errorMessage(error, ACCOUNT_TEXTS.emailConfirmFailed)}</LinkNotice>
  ) : (
    <LinkNotice tone="working">Confirmando o seu novo e-mail...</LinkNotice>
  );
  return (
    <div className="space-y-6">
      {notice}
      <LoginButton label="Ir para o login" />
    </div>
  );
}

import { ACCOUNT_TEXTS } from '@portal/shared';
import { errorMessage } from '@/lib/api-client';
import { useSendLinkToken } from '../lib/use-link-token';
import { useConfirmEmail } from '../api/confirm-email';
import { LinkNotice, LoginButton } from './link-notice';

/** /confirmar-email?token=...: opening the link makes the change, once (issue 23), and says so. */
export function ConfirmEmailStatus({ token }: { token: string | null }) {
  const { mutate, data, error, isError } = useConfirmEmail();
  useSendLinkToken(token, mutate);

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

import { OPEN_ALERT_TEXTS } from '@portal/shared';
import { AcceptInvitationForm, ConfirmEmailStatus, ConfirmOpenAlertStatus } from '@/features/account';
import { AuthCard } from '@/features/auth/components/auth-card';

/** /convite?token=...: the invited person's first password, on the sign-in card (issue 23). */
export function InvitationScreen({ token }: { token: string | null }) {
  return (
    <AuthCard title="Criar senha" subtitle="Escolha a senha da sua conta para começar.">
      <AcceptInvitationForm token={token} />
    </AuthCard>
  );
}

/** /confirmar-email?token=...: the e-mail change happens as the page opens. */
export function ConfirmEmailScreen({ token }: { token: string | null }) {
  return (
    <AuthCard title="Confirmar e-mail">
      <ConfirmEmailStatus token={token} />
    </AuthCard>
  );
}

/** /aviso-ficha/confirmar?token=...: a family alert's recipient confirms as the page opens (issue 42). */
export function ConfirmOpenAlertScreen({ token }: { token: string | null }) {
  return (
    <AuthCard title={OPEN_ALERT_TEXTS.confirmTitle}>
      <ConfirmOpenAlertStatus token={token} />
    </AuthCard>
  );
}

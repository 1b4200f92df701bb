import { AcceptInvitationForm, ConfirmEmailStatus } from '@/features/account';
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

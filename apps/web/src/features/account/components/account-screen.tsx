import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { PasswordSection } from './password-section';
import { EmailSection } from './email-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';
import { AccessLogSection } from './access-log-section';
import { MyDataSection } from './my-data-section';
import { NotificationsSection } from './notifications-section';

/**
 * 'Minha conta' (issue 23), for every role from the user menu: each section is its own file and owns its calls;
 * the screen only orders them (security first, then what LGPD gives the owner). `integrations`: another feature's
 * section ('Integrações', features/integrations), composed by app/routes/screens/my-account-screen.tsx.
 */
export function AccountScreen({ integrations }: { integrations?: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Minha conta"
        description="Senha, e-mail, sessões, verificação em duas etapas, notificações e seus dados."
      />
      <div className="space-y-6">
        <PasswordSection />
        <EmailSection />
        <SessionsSection />
        <TwoFactorSection />
        <NotificationsSection />
        {integrations}
        <AccessLogSection />
        <MyDataSection />
      </div>
    </div>
  );
}

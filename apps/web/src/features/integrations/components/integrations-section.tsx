import type { ReactNode } from 'react';
import { API_TOKEN_TEXTS, mayHoldApiTokens, type Role, type SessionRole } from '@portal/shared';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { ApiTokensPanel } from './api-tokens-panel';

const ROLES: Record<SessionRole, Role> = { admin: 'ADMIN', user: 'USER', technician: 'TECHNICIAN' };

/**
 * 'Minha conta' → 'Integrações' (issue 45), for admins and users (a technician has no tokens): the account's API
 * tokens, and its webhooks after them (`webhooks`: the webhooks feature's section, composed by the account screen).
 */
export function IntegrationsSection({ webhooks }: { webhooks?: ReactNode }) {
  const { user } = useAuth();
  const role = user ? ROLES[user.role] : null;
  if (!role || !mayHoldApiTokens(role)) return null;
  return (
    <>
      <Card className="p-5 sm:p-6" aria-labelledby="integrations-title" role="region">
        <h2 id="integrations-title" className="text-base font-semibold text-slate-900">
          {API_TOKEN_TEXTS.section}
        </h2>
        <p className="mt-1 text-sm text-slate-500">{API_TOKEN_TEXTS.sectionDescription}</p>
        <div className="mt-4 space-y-6">
          <ApiTokensPanel role={role} />
        </div>
      </Card>
      {webhooks}
    </>
  );
}

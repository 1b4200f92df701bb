import { AccountScreen } from '@/features/account';
import { IntegrationsSection } from '@/features/integrations';
import { WebhooksSection } from '@/features/webhooks';

/** 'Minha conta' with its 'Integrações' section (issue 45): the API tokens and the webhooks, from their features. */
export function MyAccountScreen() {
  return <AccountScreen integrations={<IntegrationsSection webhooks={<WebhooksSection />} />} />;
}

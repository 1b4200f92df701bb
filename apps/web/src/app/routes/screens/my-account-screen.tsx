import { AccountScreen } from '@/features/account';
import { IntegrationsSection } from '@/features/integrations';

/** 'Minha conta' with its 'Integrações' section (issue 45), from the integrations feature. */
export function MyAccountScreen() {
  return <AccountScreen integrations={<IntegrationsSection />} />;
}

import { FireSafetySettingsScreen } from '@/features/maintenance';

export function Component() {
  return <FireSafetySettingsScreen />;
}

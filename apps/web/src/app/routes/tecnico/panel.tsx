import { PanelScreen } from '@/features/maintenance';

export function Component() {
  return <PanelScreen />;
}

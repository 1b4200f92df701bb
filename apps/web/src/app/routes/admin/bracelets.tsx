import { BraceletsScreen } from '@/features/tags';

export function Component() {
  return <BraceletsScreen />;
}

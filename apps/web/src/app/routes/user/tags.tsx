import { MyTagsScreen } from '@/features/tags';

export function Component() {
  return <MyTagsScreen />;
}

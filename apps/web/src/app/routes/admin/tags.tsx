import { TagsScreen } from '@/features/tags';

export function Component() {
  return <TagsScreen />;
}

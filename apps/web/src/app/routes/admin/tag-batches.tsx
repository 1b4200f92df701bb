import { TagBatchesScreen } from '@/features/tags';

export function Component() {
  return <TagBatchesScreen />;
}

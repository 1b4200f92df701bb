import { TagEditScreen } from '@/features/tags';

export function Component() {
  return <TagEditScreen scope="admin" />;
}

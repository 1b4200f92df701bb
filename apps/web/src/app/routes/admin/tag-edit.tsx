import { TagEditScreen } from '../screens/tag-edit-screen';

export function Component() {
  return <TagEditScreen scope="admin" />;
}

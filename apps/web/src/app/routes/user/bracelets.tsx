import { MyTagsScreen } from '../screens/my-tags-screen';

export function Component() {
  return <MyTagsScreen />;
}

import { MyPageEditorScreen } from '@/features/profiles';

export function Component() {
  return <MyPageEditorScreen />;
}

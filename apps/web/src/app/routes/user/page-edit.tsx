import { MyPageEditorScreen } from '@/features/my-page';

export function Component() {
  return <MyPageEditorScreen />;
}

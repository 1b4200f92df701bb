import { MyPageEditorScreen } from '../screens/my-page-editor-screen';

export function Component() {
  return <MyPageEditorScreen />;
}

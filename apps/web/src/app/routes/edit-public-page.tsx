import { EditPublicPageScreen } from './screens/edit-public-page-screen';

export function Component() {
  return <EditPublicPageScreen />;
}

import { MyAccountScreen } from './screens/my-account-screen';

/** 'Minha conta': the same screen in every area (/admin/conta, /user/conta, /tecnico/conta). */
export function Component() {
  return <MyAccountScreen />;
}

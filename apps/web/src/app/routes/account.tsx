import { AccountScreen } from '@/features/account';

/** 'Minha conta': the same screen in every area (/admin/conta, /user/conta, /tecnico/conta). */
export function Component() {
  return <AccountScreen />;
}

import { useSearchParams } from 'react-router';
import { ConfirmEmailScreen } from '../screens/account-link-screens';

export function Component() {
  const [params] = useSearchParams();
  return <ConfirmEmailScreen token={params.get('token')?.trim() || null} />;
}

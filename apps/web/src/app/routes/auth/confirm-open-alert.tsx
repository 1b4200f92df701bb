import { useSearchParams } from 'react-router';
import { ConfirmOpenAlertScreen } from '../screens/account-link-screens';

export function Component() {
  const [params] = useSearchParams();
  return <ConfirmOpenAlertScreen token={params.get('token')?.trim() || null} />;
}

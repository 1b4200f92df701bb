import { useSearchParams } from 'react-router';
import { InvitationScreen } from '../screens/account-link-screens';

export function Component() {
  const [params] = useSearchParams();
  return <InvitationScreen token={params.get('token')?.trim() || null} />;
}

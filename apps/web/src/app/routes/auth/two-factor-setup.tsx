import { Navigate, useNavigate } from 'react-router';
import { ROLE_HOME } from '@portal/shared';
import { TwoFactorSetupScreen } from '@/features/account';
import { useAuth } from '@/lib/auth';

/** The setup REQUIRE_ADMIN_2FA sends an admin to at sign-in; the route guards send them back here until it is on. */
export function Component() {
  const { status, user, completeTwoFactorSetup } = useAuth();
  const navigate = useNavigate();
  if (status === 'loading') return null;
  if (!user) return <Navigate to="/login" replace />;
  if (!user.twoFactorSetupRequired) return <Navigate to={ROLE_HOME[user.role]} replace />;
  return (
    <TwoFactorSetupScreen
      onDone={() => {
        completeTwoFactorSetup();
        navigate(ROLE_HOME[user.role], { replace: true });
      }}
    />
  );
}

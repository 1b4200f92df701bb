import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function Component() {
  const [params] = useSearchParams();
  return <ResetPasswordForm token={params.get('token')?.trim() || null} />;
}

import { useSearchParams } from 'react-router';
import { AuthShell } from '~/client/features/auth/auth-shell';
import { ResetPasswordView } from '~/client/features/auth/reset-password-view';

/** /reset-password?token= (customer-side §2, admin-side §2): choose a new password from a mailed link. Public. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <AuthShell>
      <ResetPasswordView token={params.get('token')?.trim() ?? ''} />
    </AuthShell>
  );
}

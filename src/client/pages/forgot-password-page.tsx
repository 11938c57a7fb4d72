import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '~/client/components/ui/card';
import { AuthShell } from '~/client/features/auth/auth-shell';
import { ForgotPasswordForm } from '~/client/features/auth/forgot-password-form';
import { authStrings } from '~/client/features/auth/strings';

const t = authStrings.forgot;

/** /forgot-password (customer-side §2, admin-side §2): ask for a reset link by e-mail. Public. */
export function Component() {
  return (
    <AuthShell>
      <div className="space-y-6">
        <div className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t.title}</h1>
          <p className="mt-2 text-stone-600">{t.intro}</p>
        </div>
        <Card className="p-5 sm:p-6">
          <ForgotPasswordForm />
        </Card>
        <p className="text-center">
          <Link
            to="/auth"
            className="inline-flex items-center gap-2 rounded text-sm font-medium text-accent-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t.backToLogin}
          </Link>
        </p>
      </div>
    </AuthShell>
  );
}

import { useState } from 'react';
import { Card } from '~/client/components/ui/card';
import { VerifyCode } from '~/client/features/auth/verify-code';
import {
  RegistrationBenefits,
  RegistrationHero,
  RegistrationSteps,
} from '~/client/features/business-registration/marketing';
import { RegistrationForm } from '~/client/features/business-registration/registration-form';
import { RegistrationSuccess } from '~/client/features/business-registration/registration-success';
import { businessRegistrationStrings as t } from '~/client/features/business-registration/strings';
import { useRefreshMe } from '~/client/features/session/use-me';

type Step =
  | { kind: 'form' }
  | { kind: 'verify'; email: string; companyName: string }
  | { kind: 'success'; companyName: string };

const FORM_ID = 'registrera';

/**
 * `/business-registration` (admin-side §2, §4): marketing blocks, the three steps and the form; then the 6-digit code
 * (verifying signs the new admin in), then 'Registreringen är mottagen!' with the way to the admin panel.
 */
export function Component() {
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const refreshMe = useRefreshMe();

  if (step.kind !== 'form') {
    return (
      <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
        {step.kind === 'verify' ? <h1 className="sr-only">{t.form.title}</h1> : null}
        <Card className="p-5 sm:p-6">
          {step.kind === 'verify' ? (
            <VerifyCode
              email={step.email}
              onVerified={async () => {
                setStep({ kind: 'success', companyName: step.companyName });
                await refreshMe();
              }}
              onBack={() => setStep({ kind: 'form' })}
            />
          ) : (
            <RegistrationSuccess companyName={step.companyName} />
          )}
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl space-y-10 px-4 py-8 sm:px-6 sm:py-12">
      <RegistrationHero formId={FORM_ID} />
      <RegistrationBenefits />
      <RegistrationSteps />
      <Card className="p-5 sm:p-8">
        <RegistrationForm
          id={FORM_ID}
          onRegistered={(result) =>
            setStep({ kind: 'verify', email: result.email, companyName: result.company.name })
          }
        />
      </Card>
    </div>
  );
}

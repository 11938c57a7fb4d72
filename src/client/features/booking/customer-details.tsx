import { Mail, Phone, UserRound } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { t } from './strings';
import { formatPhone } from '~/shared/phone';

/** 'Dina uppgifter': the signed-in customer's name, e-mail and (if any) phone, read-only. */
export function CustomerDetails({
  name,
  email,
  phone,
}: {
  name: string;
  email: string;
  phone: string | null;
}) {
  const rows = [
    { icon: UserRound, label: t.name, value: name },
    { icon: Mail, label: t.email, value: email },
    ...(phone ? [{ icon: Phone, label: t.phone, value: formatPhone(phone) }] : []),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.yourDetails}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-2">
          {rows.map(({ icon: Icon, label, value }) => (
            <div key={label} className="flex items-center gap-3">
              <dt className="shrink-0">
                <Icon className="size-4 text-stone-400" aria-hidden="true" />
                <span className="sr-only">{label}</span>
              </dt>
              <dd className="min-w-0 break-words text-stone-800">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

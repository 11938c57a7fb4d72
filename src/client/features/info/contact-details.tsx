import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { contactStrings as t } from './strings';

/** Static contact information and opening hours (Mon–Fri 09:00–17:00) beside the contact form. */
export function ContactDetails() {
  const rows = [
    {
      icon: Mail,
      label: t.emailLabel,
      value: (
        <a href={`mailto:${t.email}`} className="text-accent-700 underline-offset-4 hover:underline">
          {t.email}
        </a>
      ),
    },
    {
      icon: Phone,
      label: t.phoneLabel,
      value: (
        <a
          href={`tel:${t.phone.replace(/[^0-9+]/g, '')}`}
          className="text-accent-700 underline-offset-4 hover:underline"
        >
          {t.phone}
        </a>
      ),
    },
    { icon: MapPin, label: t.addressLabel, value: t.address },
  ];
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{t.infoTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-3">
            {rows.map(({ icon: Icon, label, value }) => (
              <li key={label} className="flex gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden="true" />
                <div>
                  <p className="text-sm text-stone-500">{label}</p>
                  <p className="text-stone-900">{value}</p>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Clock className="size-5 text-accent-700" aria-hidden="true" />
            {t.hoursTitle}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="space-y-2">
            {t.hours.map(([days, hours]) => (
              <div key={days} className="flex justify-between gap-4">
                <dt className="text-stone-600">{days}</dt>
                <dd className="font-medium text-stone-900 tabular-nums">{hours}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-stone-600">
            {t.faqHint}{' '}
            <Link to="/faq" className="font-medium text-accent-700 underline-offset-4 hover:underline">
              {t.faqLink}
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

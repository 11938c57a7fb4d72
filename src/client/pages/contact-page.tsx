import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { ContactDetails } from '~/client/features/info/contact-details';
import { ContactForm } from '~/client/features/info/contact-form';
import { InfoPage } from '~/client/features/info/info-page';
import { contactStrings as t } from '~/client/features/info/strings';
import { useMe } from '~/client/features/session/use-me';

/** `/contact`, 'Kontakta oss' (customer-side §2): the contact form, contact details and opening hours. Public. */
export function Component() {
  const user = useMe().data?.user;
  return (
    <InfoPage title={t.title} intro={t.intro}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card>
          <CardHeader>
            <CardTitle>{t.formTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            {/* Remounts once the session is known, so a signed-in user's name and e-mail are filled in. */}
            <ContactForm
              key={user?.id ?? 'guest'}
              defaults={user ? { name: user.name, email: user.email } : undefined}
            />
          </CardContent>
        </Card>
        <ContactDetails />
      </div>
    </InfoPage>
  );
}

import { Link } from 'react-router';
import { InfoPage, InfoSections } from '~/client/features/info/info-page';
import { gdprStrings as t } from '~/client/features/info/strings';

/** `/gdpr`, 'Personuppgifter och GDPR' (customer-side §2): data collected and the customer's rights. Public. */
export function Component() {
  return (
    <InfoPage title={t.title} intro={t.intro}>
      <InfoSections sections={t.sections} />
      <Link
        to="/contact"
        className="inline-block font-medium text-accent-700 underline-offset-4 hover:underline"
      >
        {t.contactLink}
      </Link>
    </InfoPage>
  );
}

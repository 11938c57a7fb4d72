import { Link } from 'react-router';
import { FaqAccordion } from '~/client/features/info/faq-accordion';
import { InfoPage } from '~/client/features/info/info-page';
import { faqStrings as t } from '~/client/features/info/strings';

/** `/faq`, 'Vanliga frågor' (customer-side §2): five questions in an accordion. Public. */
export function Component() {
  return (
    <InfoPage title={t.title} intro={t.intro}>
      <FaqAccordion />
      <Link
        to="/contact"
        className="inline-block font-medium text-accent-700 underline-offset-4 hover:underline"
      >
        {t.contactLink}
      </Link>
    </InfoPage>
  );
}

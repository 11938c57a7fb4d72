import { Link } from 'react-router';
import { InfoPage, InfoSections } from '~/client/features/info/info-page';
import { termsStrings as t } from '~/client/features/info/strings';

/** `/terms`, 'Användarvillkor' (customer-side §2): the five sections of the terms. Public. */
export function Component() {
  return (
    <InfoPage title={t.title} intro={t.intro}>
      <InfoSections sections={t.sections} />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-stone-500">{t.updated}</p>
        <Link to="/gdpr" className="font-medium text-accent-700 underline-offset-4 hover:underline">
          {t.gdprLink}
        </Link>
      </div>
    </InfoPage>
  );
}

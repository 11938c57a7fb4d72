import { ArrowLeft, Link2, Mail, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '~/client/components/ui/avatar';
import { Card } from '~/client/components/ui/card';
import { categoryLabel } from '~/shared/categories';
import type { PublicCompany } from '~/shared/schemas/company';
import { useContext } from 'react';
import { EmbedContext } from '~/client/lib/embed-context';
import { RatingSummary } from '~/client/features/reviews';
import { COMPANY_INFO_ID } from './company-info-when-near';
import { CompanyOpenStatus } from './company-open-status';
import { t } from './strings';

/** 'https://www.instagram.com/salongsolros/' -> 'instagram.com/salongsolros'. */
function displayUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname.replace(/^www\./, '')}${u.pathname.replace(/\/$/, '')}`;
  } catch {
    return url;
  }
}

/**
 * The company's card on top of the booking flow: logo, name, categories ('Frisör · Barberare'), rating, 'Öppet nu ·
 * Stänger 19:00' (CompanyOpenStatus), address, e-mail and
 * link; the back arrow to /search shows on the service step only. The
 * rating is in the card on every step, so it is seen before choosing; on the service step it links to
 * the company's information and reviews below the services (not in the widget, whose frame cannot scroll its page).
 */
export function CompanyHeader({ company, showBack }: { company: PublicCompany; showBack: boolean }) {
  // Not in the widget: a frame on another site sized to its content cannot scroll its page to the reviews.
  const embedded = useContext(EmbedContext) !== null;
  const linkRating = showBack && !embedded;
  return (
    <Card className="flex items-start gap-3 p-4 sm:gap-4 sm:p-5">
      {showBack ? (
        <Link
          to="/search"
          aria-label={t.backToSearch}
          className="-ml-1 flex size-11 shrink-0 items-center justify-center rounded-xl text-stone-600 hover:bg-stone-100"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
      ) : null}
      {/* At the top of the page: loaded at once; 56 px wide (size-14). */}
      <Avatar
        name={company.name}
        src={company.avatarUrl}
        image={company.avatar}
        sizes="56px"
        loading="eager"
        className="size-14 text-lg"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <h1 className="text-xl font-semibold leading-tight text-stone-900">{company.name}</h1>
        {company.categories.length ? (
          <p className="text-sm text-stone-600">{company.categories.map(categoryLabel).join(' · ')}</p>
        ) : null}
        {company.rating.count > 0 ? (
          linkRating ? (
            <a
              href={`#${COMPANY_INFO_ID}`}
              className="inline-flex rounded-md underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
            >
              <RatingSummary rating={company.rating} />
            </a>
          ) : (
            <RatingSummary rating={company.rating} />
          )
        ) : null}
        <CompanyOpenStatus status={company.openStatus} />
        <ul className="space-y-1 text-sm text-stone-600">
          <li className="flex items-start gap-1.5">
            <MapPin className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
            <span className="min-w-0 break-words">{company.location || t.noAddress}</span>
          </li>
          <li className="flex items-start gap-1.5">
            <Mail className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
            {company.email ? (
              <a
                href={`mailto:${company.email}`}
                className="min-w-0 break-all hover:text-accent-700 hover:underline"
              >
                {company.email}
              </a>
            ) : (
              <span>{t.noContact}</span>
            )}
          </li>
          {company.socialUrl ? (
            <li className="flex items-start gap-1.5">
              <Link2 className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
              <a
                href={company.socialUrl}
                target="_blank"
                rel="noopener noreferrer"
                title={company.socialUrl}
                className="min-w-0 truncate text-accent-700 hover:underline"
              >
                {displayUrl(company.socialUrl)}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </Card>
  );
}

import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useContext } from 'react';
import { Card } from '~/client/components/ui/card';
import type { PublicCompany } from '~/shared/schemas/company';
import { formatPhone } from '~/shared/phone';
import { EmbedContext } from '~/client/lib/embed-context';
import { FavouriteButton } from '~/client/features/favourites';
import { StaffProfiles } from '~/client/features/staff-choice';
import { CompanyReviews } from './company-reviews';
import { RatingSummary } from './stars';
import { reviewStrings as t } from './strings';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const linkClass = 'text-accent-700 underline-offset-4 hover:underline';

/**
 * Below the service list: the rating and the favourite heart (not in the widget), the description, the staff
 * ('Personal': portraits and presentations), the week's opening hours ('Stängt' on closed days), the address with plain links to OpenStreetMap and Google Maps, phone and e-mail, and the reviews.
 */
export function CompanyInfo({ company }: { company: PublicCompany }) {
  // In the company's widget the heart is left out: saving needs a Tidvis sign-in, which a frame on another site
  // cannot keep (the widget signs in through a pop-up for the booking alone).
  const embedded = useContext(EmbedContext) !== null;
  const schedule = company.weeklySchedule;
  const query = company.location ? encodeURIComponent(`${company.name}, ${company.location}`) : null;
  return (
    <Card className="space-y-6 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {company.rating.count > 0 ? (
          <RatingSummary rating={company.rating} className="text-base" />
        ) : (
          <p className="text-sm text-stone-600">{t.noReviews}</p>
        )}
        {embedded ? null : <FavouriteButton companyId={company.id} withLabel />}
      </div>
      {company.description ? (
        <section aria-labelledby="about-title" className="space-y-1">
          <h2 id="about-title" className="text-lg font-semibold text-stone-900">
            {t.aboutTitle}
          </h2>
          <p className="text-sm break-words whitespace-pre-line text-stone-700">{company.description}</p>
        </section>
      ) : null}
      <StaffProfiles staff={company.staff} />
      <div className="grid gap-6 sm:grid-cols-2">
        {schedule ? (
          <section aria-labelledby="hours-title" className="space-y-2">
            <h2 id="hours-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
              <Clock className="size-4 text-stone-400" aria-hidden="true" />
              {t.hoursTitle}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {DAYS.map((day) => {
                const d = schedule[day];
                const open = d.enabled && d.intervals.length > 0;
                return (
                  <div key={day} className="contents">
                    <dt className="text-stone-600">{t.weekdays[day]}</dt>
                    <dd className="text-stone-900 tabular-nums">
                      {open ? d.intervals.map((i) => `${i.start}–${i.end}`).join(', ') : t.closed}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        ) : null}
        <section aria-labelledby="find-title" className="space-y-2 text-sm">
          <h2 id="find-title" className="text-lg font-semibold text-stone-900">
            {t.findUsTitle}
          </h2>
          {company.location && query ? (
            <>
              <p className="flex items-start gap-1.5 text-stone-700">
                <MapPin className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
                <span className="min-w-0 break-words">{company.location}</span>
              </p>
              <ul className="space-y-1 pl-6">
                <li>
                  <a
                    className={linkClass}
                    href={`https://www.openstreetmap.org/search?query=${query}`}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {t.openStreetMap}
                  </a>
                </li>
                <li>
                  <a
                    className={linkClass}
                    href={`https://www.google.com/maps/search/?api=1&query=${query}`}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {t.googleMaps}
                  </a>
                </li>
              </ul>
            </>
          ) : null}
          {company.phone ? (
            <p className="flex items-center gap-1.5">
              <Phone className="size-4 shrink-0 text-stone-400" aria-hidden="true" />
              <a className={linkClass} href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>
                {formatPhone(company.phone)}
              </a>
            </p>
          ) : null}
          {company.email ? (
            <p className="flex items-center gap-1.5">
              <Mail className="size-4 shrink-0 text-stone-400" aria-hidden="true" />
              <a className={`${linkClass} min-w-0 break-all`} href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </p>
          ) : null}
        </section>
      </div>
      <CompanyReviews slug={company.slug} rating={company.rating} first={company.reviews} />
    </Card>
  );
}

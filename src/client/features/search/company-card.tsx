import { CalendarClock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '~/client/components/ui/avatar';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { ResponsiveImage } from '~/client/components/ui/responsive-image';
import { FavouriteButton } from '~/client/features/favourites';
import { RatingSummary } from '~/client/features/reviews';
import { bookingHref } from '~/shared/booking-url';
import { categoryLabel } from '~/shared/categories';
import { formatPrice } from '~/shared/money';
import type { FirstFreeTime, SearchCompanyCard as Company } from '~/shared/schemas/company';
import { searchStrings as t } from './strings';

/**
 * The booking form step for a card's first free time, in the address format the booking page reads:
 * `/booking/<slug>?tjanst=<serviceId>&datum=YYYY-MM-DD&tid=HH:MM` (any staff member, so no `personal`).
 */
export function firstFreeHref(slug: string, firstFree: FirstFreeTime): string {
  return bookingHref(slug, {
    step: 'form',
    serviceId: firstFree.serviceId,
    date: firstFree.date,
    time: firstFree.startTime,
  });
}

/**
 * One search hit: its cover photo across the top when it has photos, then logo or initials beside the name (up to two lines) and categories with the
 * favourite heart, then, with the card's whole width on a phone, the address, rating, 'från 350 kr' (the lowest
 * active price, when one is set) and the first free time with its service as a link straight to that time's form
 * step, and the 'Boka tid' link to the booking flow. The logo comes in its variants (`srcset`, 40 px on a phone,
 * 56 px from `sm`), loaded lazily unless the card is `aboveFold`. The `first` card's cover is the page's largest
 * picture on a phone, so it is fetched at high priority (ahead of the scripts, which the server-rendered page does
 * not need to be seen).
 */
export function CompanyCard({
  company,
  aboveFold = false,
  first = false,
}: {
  company: Company;
  aboveFold?: boolean;
  first?: boolean;
}) {
  const { firstFree } = company;
  return (
    <Card className="overflow-hidden" data-testid="company-card">
      {company.cover ? (
        // The salon's cover photo across the card's top (decision 040), at a fixed shape so cards line up.
        <ResponsiveImage
          image={company.cover.image}
          alt={company.cover.alt}
          sizes="(min-width: 1024px) 768px, 100vw"
          loading={aboveFold ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          className="aspect-[16/7] w-full bg-stone-100 object-cover sm:aspect-auto sm:h-44"
        />
      ) : null}
      {/* A grid: on a phone logo, name and heart in the first row and the details and button below at full width;
          from `sm` the details sit under the name and the button at the end. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-3 p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto_auto] sm:gap-x-4 sm:p-4">
        <Avatar
          name={company.name}
          src={company.avatarUrl}
          image={company.avatar}
          sizes="(min-width: 640px) 56px, 40px"
          loading={aboveFold ? 'eager' : 'lazy'}
          className="size-10 text-sm sm:row-span-2 sm:size-14 sm:text-base"
        />
        <div className="min-w-0">
          <h2
            className="line-clamp-2 text-base leading-snug font-semibold break-words text-stone-900"
            title={company.name}
            data-testid="company-name"
          >
            {company.name}
          </h2>
          <p className="text-xs font-medium text-accent-800">
            {company.categories.map(categoryLabel).join(' · ')}
          </p>
        </div>
        <FavouriteButton
          companyId={company.id}
          className="-mt-1 -mr-1 sm:row-span-2 sm:mt-0 sm:mr-0 sm:self-center"
        />
        <div className="col-span-3 mt-2 min-w-0 sm:col-span-1 sm:col-start-2 sm:row-start-2 sm:mt-1">
          <p className="flex items-start gap-1 text-sm text-stone-600">
            <MapPin className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
            <span className="break-words" data-testid="company-location">
              {company.location ?? t.noLocation}
            </span>
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5">
            <RatingSummary rating={company.rating} />
            {company.priceFrom !== null ? (
              <p className="text-sm font-medium text-stone-800" data-testid="price-from">
                {t.priceFrom(formatPrice(company.priceFrom))}
              </p>
            ) : null}
          </div>
          <p className="mt-1 flex items-start gap-1 text-sm text-stone-700" data-testid="first-free">
            <CalendarClock className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
            {firstFree ? (
              <Link
                to={firstFreeHref(company.slug, firstFree)}
                className="rounded-sm underline decoration-stone-300 underline-offset-2 hover:text-accent-800 hover:decoration-accent-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
                aria-label={t.firstFreeLink(company.name, firstFree.label, firstFree.serviceName)}
              >
                {t.firstFree} <span className="whitespace-nowrap">{firstFree.label}</span>
                {' · '}
                {firstFree.serviceName}
              </Link>
            ) : (
              <span>{t.noFreeTime}</span>
            )}
          </p>
        </div>
        <Button
          asChild
          className="col-span-3 mt-3 w-full sm:col-span-1 sm:col-start-4 sm:row-span-2 sm:row-start-1 sm:mt-0 sm:w-auto sm:self-center sm:px-4"
        >
          <Link to={`/booking/${company.slug}`} aria-label={t.bookAt(company.name)}>
            {t.book}
          </Link>
        </Button>
      </div>
    </Card>
  );
}

import { CalendarClock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '~/client/components/ui/avatar';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { FavouriteButton } from '~/client/features/favourites/favourite-button';
import { RatingSummary } from '~/client/features/reviews/stars';
import { categoryLabel } from '~/shared/categories';
import type { SearchCompanyCard as Company } from '~/shared/schemas/company';
import { searchStrings as t } from './strings';

/**
 * One search hit: logo or initials, name, categories, location, rating (issue 19 §1: average and count of shown
 * reviews), first free time (issue 19 §3, computed by the server's slot engine), the favourite heart and a 'Boka tid'
 * link to the booking flow.
 */
export function CompanyCard({ company }: { company: Company }) {
  return (
    <Card className="flex items-center gap-3 p-3 sm:gap-4 sm:p-4">
      <Avatar name={company.name} src={company.avatarUrl} className="size-12 self-start sm:size-14" />
      <div className="min-w-0 flex-1">
        <h2
          className="line-clamp-2 text-base leading-snug font-semibold break-words text-stone-900"
          title={company.name}
        >
          {company.name}
        </h2>
        <p className="text-xs font-medium text-accent-800">
          {company.categories.map(categoryLabel).join(' · ')}
        </p>
        <p className="mt-1 flex items-start gap-1 text-sm text-stone-600">
          <MapPin className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
          <span className="line-clamp-2 break-words" title={company.location ?? undefined}>
            {company.location ?? t.noLocation}
          </span>
        </p>
        <RatingSummary rating={company.rating} className="mt-1" />
        <p className="mt-0.5 flex items-start gap-1 text-sm text-stone-700" data-testid="first-free">
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
          <span>
            {company.firstFree ? (
              <>
                {t.firstFree} <span className="whitespace-nowrap">{company.firstFree.label}</span>
              </>
            ) : (
              t.noFreeTime
            )}
          </span>
        </p>
      </div>
      <FavouriteButton companyId={company.id} className="-mx-1 sm:mx-0" />
      <Button asChild className="shrink-0 px-3 sm:px-4">
        <Link to={`/booking/${company.slug}`} aria-label={t.bookAt(company.name)}>
          {t.book}
        </Link>
      </Button>
    </Card>
  );
}

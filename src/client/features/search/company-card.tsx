import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '~/client/components/ui/avatar';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import type { CompanyCard as Company } from '~/shared/schemas/company';
import { searchStrings as t } from './strings';

/** One search hit: logo or initials, name, location and a 'Boka tid' link to the booking flow. */
export function CompanyCard({ company }: { company: Company }) {
  return (
    <Card className="flex items-center gap-3 p-3 sm:gap-4 sm:p-4">
      <Avatar name={company.name} src={company.avatarUrl} className="size-12 sm:size-14" />
      <div className="min-w-0 flex-1">
        <h2 className="line-clamp-2 text-base leading-snug font-semibold text-stone-900">{company.name}</h2>
        <p className="mt-1 flex items-start gap-1 text-sm text-stone-600">
          <MapPin className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
          <span className="line-clamp-2">{company.location ?? t.noLocation}</span>
        </p>
      </div>
      <Button asChild className="shrink-0 px-3 sm:px-4">
        <Link to={`/booking/${company.slug}`} aria-label={t.bookAt(company.name)}>
          {t.book}
        </Link>
      </Button>
    </Card>
  );
}

import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '~/client/components/ui/avatar';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { FavouriteButton, useFavourites } from '~/client/features/favourites';
import { t } from './strings';

/**
 * 'Favoriter' (customer-side §2): the saved companies with links to their booking pages and the heart
 * to remove them; when there are none, how to save one and a link to the company search.
 */
export function FavouritesCard() {
  const favourites = useFavourites();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.favouritesTitle}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-stretch gap-3">
        {favourites.isPending ? (
          <Spinner label={t.favouritesLoading} className="py-4" />
        ) : favourites.isError ? (
          <div role="alert" className="space-y-2">
            <p className="text-stone-600">{t.favouritesError}</p>
            <Button variant="secondary" size="sm" onClick={() => void favourites.refetch()}>
              {t.tryAgain}
            </Button>
          </div>
        ) : favourites.data.length === 0 ? (
          <>
            <p className="flex items-start gap-2 text-stone-600">
              <Heart className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
              {t.favouritesText}
            </p>
            <Button asChild variant="secondary" size="sm" className="self-start">
              <Link to="/companies">{t.favouritesLink}</Link>
            </Button>
          </>
        ) : (
          <ul className="divide-y divide-stone-100">
            {favourites.data.map((f) => (
              <li key={f.companyId} className="flex items-center gap-3 py-2 first:pt-0 last:pb-0">
                <Avatar name={f.name} src={f.avatarUrl} className="size-10" />
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/booking/${f.slug}`}
                    className="font-medium text-accent-700 underline-offset-4 hover:underline"
                  >
                    {f.name}
                  </Link>
                  {f.location ? (
                    <p className="truncate text-sm text-stone-500" title={f.location}>
                      {f.location}
                    </p>
                  ) : null}
                </div>
                <FavouriteButton companyId={f.companyId} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { t } from './strings';

/** 'Favoriter' (customer-side §2): favourites are not built yet, so it says so and links to the company search. */
export function FavouritesCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.favouritesTitle}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-3">
        <p className="flex items-start gap-2 text-stone-600">
          <Heart className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
          {t.favouritesText}
        </p>
        <Button asChild variant="secondary" size="sm">
          <Link to="/companies">{t.favouritesLink}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

import { Clock } from 'lucide-react';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { formatPrice } from '~/shared/money';
import type { PublicService } from '~/shared/schemas/company';
import { t } from './strings';

/** Step 1: the company's active services, each with a 'Boka' button. */
export function ServiceList({
  services,
  onChoose,
}: {
  services: PublicService[];
  onChoose: (s: PublicService) => void;
}) {
  if (services.length === 0) {
    return <Card className="p-6 text-center text-stone-600">{t.noServices}</Card>;
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {services.map((service) => (
        <li key={service.id} className="min-w-0">
          <Card className="flex h-full flex-col gap-3 p-4 sm:p-5">
            <div className="flex-1 space-y-1">
              <div className="flex items-baseline justify-between gap-3">
                <h3 className="min-w-0 font-semibold wrap-anywhere text-stone-900">{service.name}</h3>
                <span className="shrink-0 font-semibold text-stone-900">{formatPrice(service.price)}</span>
              </div>
              {service.description ? <p className="text-sm text-stone-600">{service.description}</p> : null}
            </div>
            <div className="flex items-center justify-between gap-3">
              <span className="flex items-center gap-1.5 text-sm text-stone-500">
                <Clock className="size-4" aria-hidden="true" />
                {t.minutes(service.durationMinutes)}
              </span>
              <Button
                className="min-w-24"
                onClick={() => onChoose(service)}
                aria-label={t.bookService(service.name)}
              >
                {t.book}
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

import { Clock } from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { formatServicePrice } from '~/shared/money';
import type { PublicService } from '~/shared/schemas/company';
import { groupServicesByCategory } from './service-groups';
import { t } from './strings';

type Choose = (s: PublicService) => void;

/** One service's card; its name is an h3 in the flat list and an h4 under a category's h3. */
function ServiceItem({
  service,
  onChoose,
  Name,
}: {
  service: PublicService;
  onChoose: Choose;
  Name: 'h3' | 'h4';
}) {
  return (
    <li className="min-w-0">
      <Card className="flex h-full flex-col gap-3 p-4 sm:p-5">
        <div className="flex-1 space-y-1">
          <div className="flex items-baseline justify-between gap-3">
            <Name className="min-w-0 font-semibold wrap-anywhere text-stone-900">{service.name}</Name>
            <span className="shrink-0 font-semibold text-stone-900">
              {formatServicePrice(service.price, service.priceFrom)}
            </span>
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
  );
}

const listClass = 'grid gap-3 md:grid-cols-2';

/**
 * Step 1: the company's active services, each with a 'Boka' button and its price ('från 650 kr' for a från-price).
 * When any has a category, they are grouped under the categories' headings (decision 043); else one flat list.
 */
export function ServiceList({ services, onChoose }: { services: PublicService[]; onChoose: Choose }) {
  const id = useId();
  if (services.length === 0) {
    return <Card className="p-6 text-center text-stone-600">{t.noServices}</Card>;
  }
  const groups = groupServicesByCategory(services);
  if (!groups) {
    return (
      <ul className={listClass}>
        {services.map((service) => (
          <ServiceItem key={service.id} service={service} onChoose={onChoose} Name="h3" />
        ))}
      </ul>
    );
  }
  return (
    <div className="space-y-6">
      {groups.map((group, i) => (
        <section key={group.heading} aria-labelledby={`${id}-${i}`} className="space-y-3">
          <h3 id={`${id}-${i}`} className="text-lg font-semibold wrap-anywhere text-stone-900">
            {group.heading}
          </h3>
          <ul className={listClass}>
            {group.services.map((service) => (
              <ServiceItem key={service.id} service={service} onChoose={onChoose} Name="h4" />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

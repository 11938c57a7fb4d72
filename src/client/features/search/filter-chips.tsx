import { CATEGORIES } from '~/shared/categories';
import type { SearchCity } from '~/shared/schemas/company';
import { cn } from '~/client/lib/cn';
import { searchStrings as t } from './strings';
import type { CompanySearchParams } from './use-company-search';

/** A toggle button shaped as a chip (aria-pressed tells its state). */
function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'relative inline-flex min-h-10 shrink-0 cursor-pointer items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
        pressed
          ? 'border-accent-700 bg-accent-700 text-white'
          : 'border-stone-300 bg-white text-stone-700 hover:border-stone-400',
      )}
    >
      {children}
    </button>
  );
}

/** One labelled row of chips that scrolls sideways on a narrow screen instead of widening the page. */
function ChipRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div
      role="group"
      aria-label={label}
      className="-mx-4 flex min-h-11 gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {children}
    </div>
  );
}

/**
 * The search filters as chips: 'Ledigt i dag' and the categories in one row, the cities (with how many
 * companies match the text and category) in another. A pressed chip pressed again clears its filter. `onChange` gets the filter and its new value.
 */
export function FilterChips({
  filters,
  cities,
  onChange,
}: {
  filters: CompanySearchParams;
  cities: SearchCity[];
  onChange: (name: 'kategori' | 'stad' | 'ledigt', value: string | undefined) => void;
}) {
  return (
    <div className="space-y-2">
      <ChipRow label={t.categoryChips}>
        <Chip
          pressed={filters.ledigt === 'idag'}
          onClick={() => onChange('ledigt', filters.ledigt ? undefined : 'idag')}
        >
          {t.freeToday}
        </Chip>
        {CATEGORIES.map((c) => (
          <Chip
            key={c.slug}
            pressed={filters.kategori === c.slug}
            onClick={() => onChange('kategori', filters.kategori === c.slug ? undefined : c.slug)}
          >
            {c.label}
          </Chip>
        ))}
      </ChipRow>
      {/* Present (and as tall as its chips) before the cities arrive, so the results do not jump. */}
      <ChipRow label={t.cityChips}>
        {cities
          // counts are those of the chosen text and category; a city without a match is left out
          // unless it is the chosen one (which can then be left).
          .filter((city) => city.count > 0 || city.slug === filters.stad)
          .map((city) => (
            <Chip
              key={city.slug}
              pressed={filters.stad === city.slug}
              onClick={() => onChange('stad', filters.stad === city.slug ? undefined : city.slug)}
            >
              {city.name}
              <span className="ml-1.5 text-xs opacity-75" aria-hidden="true">
                {city.count}
              </span>
              <span className="sr-only">, {t.cityCount(city.count)}</span>
            </Chip>
          ))}
      </ChipRow>
    </div>
  );
}

import { Star } from 'lucide-react';
import { cn } from '~/client/lib/cn';
import { t } from './strings';

/**
 * A 1–5 star picker built on native radio buttons, so arrow keys move between stars and screen readers read
 * '4 stjärnor'. `value` 0 means nothing chosen yet.
 */
export function StarRating({
  value,
  onChange,
  name,
}: {
  value: number;
  onChange: (value: number) => void;
  name: string;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t.rating}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer sr-only"
            />
            <span className="sr-only">{t.stars(n)}</span>
            <Star
              aria-hidden="true"
              className={cn(
                'size-10 rounded-lg p-1 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-accent-600',
                n <= value ? 'fill-amber-400 text-amber-500' : 'text-stone-300 hover:text-amber-400',
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { useId } from 'react';
import { searchStrings as t } from './strings';

/**
 * 'Sortera' (a visitor picks a salon by rating): a native select with its visible label, 'Bäst match'
 * (the default order, `value` undefined) or 'Högst betyg' (`'betyg'`). `onChange` gets the new order.
 */
export function SortSelect({
  value,
  onChange,
}: {
  value: 'betyg' | undefined;
  onChange: (value: 'betyg' | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {t.sortLabel}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === 'betyg' ? 'betyg' : undefined)}
        className="h-10 min-w-0 cursor-pointer rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
      >
        <option value="">{t.sortBestMatch}</option>
        <option value="betyg">{t.sortTopRated}</option>
      </select>
    </div>
  );
}

import { Search, X } from 'lucide-react';
import { Input } from '~/client/components/ui/input';
import { searchStrings as t } from './strings';

/** The labelled search field with a magnifier and a clear button. */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="space-y-2">
      <label htmlFor="company-search" className="block text-sm font-medium text-stone-800">
        {t.label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-400"
          aria-hidden="true"
        />
        <Input
          id="company-search"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t.placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="h-12 pr-12 pl-11 [&::-webkit-search-cancel-button]:hidden"
        />
        {value ? (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={t.clear}
            className="absolute inset-y-0 right-0 flex w-12 cursor-pointer items-center justify-center rounded-r-xl text-stone-500 hover:text-stone-800"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </div>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { CATEGORIES } from '~/shared/categories';

/**
 * The company's categories as a group of checkboxes under a legend, for react-hook-form: `register` is
 * `register('categories')` (one name for every box, so the value is the array of checked slugs). `error` is shown
 * under the group and announced.
 */
export function CategoryPicker({
  id,
  legend,
  hint,
  error,
  register,
}: {
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  register: UseFormRegisterReturn;
}) {
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
    >
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-sm text-stone-500">
          {hint}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {CATEGORIES.map((c) => (
          <label
            key={c.slug}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-200 px-3 py-2 text-sm text-stone-800 has-checked:border-accent-600 has-checked:bg-accent-50"
          >
            <input
              type="checkbox"
              value={c.slug}
              className="size-5 shrink-0 cursor-pointer rounded accent-accent-700"
              {...register}
            />
            {c.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

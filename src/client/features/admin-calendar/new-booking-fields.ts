/** The 'Ny bokning' form's select style (a native select, as tall as the inputs). */
export const selectClass =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900';

/**
 * The aria attributes of a 'Ny bokning' field with an `error`: invalid, described by the Field's message
 * (`nb-<key with '-' for '.'>-error`); none without one.
 */
export function fieldErrorProps(key: string, error: { message?: string } | undefined) {
  return error?.message
    ? { 'aria-invalid': true as const, 'aria-describedby': `nb-${key.replace('.', '-')}-error` }
    : {};
}

import type { ComponentProps } from 'react';
import { cn } from '~/client/lib/cn';

/** A text input; pass `aria-invalid` to show the error style. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600/30 disabled:opacity-60 aria-[invalid=true]:border-red-500',
        className,
      )}
      {...props}
    />
  );
}

/** A multi-line text input with the same look as Input. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-24 w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-400 focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600/30 aria-[invalid=true]:border-red-500',
        className,
      )}
      {...props}
    />
  );
}

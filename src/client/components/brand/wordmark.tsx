import { cn } from '~/client/lib/cn';
import { brandStrings } from './strings';

/** The Tidvis wordmark: a small clock-leaf mark and the name. Decorative mark, the text carries the name. */
export function Wordmark({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-2 font-semibold tracking-tight text-stone-900', className)}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-7 shrink-0', markClassName)}>
        <rect width="32" height="32" rx="9" fill="#0f766e" />
        <circle cx="16" cy="16" r="9" fill="none" stroke="#ccfbf1" strokeWidth="2.5" />
        <path
          d="M16 10.5V16l3.5 2.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{brandStrings.brand}</span>
    </span>
  );
}

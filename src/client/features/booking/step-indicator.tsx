import { Check } from 'lucide-react';
import { cn } from '~/client/lib/cn';
import { t } from './strings';

export const STEPS = ['service', 'calendar', 'form', 'confirmation'] as const;
export type Step = (typeof STEPS)[number];

/** The four steps of the flow as a compact progress row; the current one is marked for screen readers. */
export function StepIndicator({ step }: { step: Step }) {
  const current = STEPS.indexOf(step);
  return (
    <nav aria-label={t.stepsLabel}>
      <ol className="flex items-center gap-2">
        {t.steps.map((label, i) => (
          <li
            key={label}
            aria-current={i === current ? 'step' : undefined}
            className="flex flex-1 items-center gap-2 last:flex-none"
          >
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                i < current && 'bg-accent-100 text-accent-800',
                i === current && 'bg-accent-700 text-white',
                i > current && 'border border-stone-300 bg-white text-stone-500',
              )}
            >
              {i < current ? <Check className="size-3.5" aria-hidden="true" /> : i + 1}
            </span>
            <span
              className={cn(
                'text-sm',
                i === current ? 'font-medium text-stone-900' : 'hidden text-stone-500 sm:inline',
              )}
            >
              {label}
            </span>
            {i < t.steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn('h-px flex-1', i < current ? 'bg-accent-600' : 'bg-stone-200')}
              />
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

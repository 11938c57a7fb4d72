import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { brandStrings } from '~/client/components/brand/strings';
import { Wordmark } from '~/client/components/brand/wordmark';
import { cn } from '~/client/lib/cn';

const tones = {
  success: 'bg-emerald-100 text-emerald-700',
  warning: 'bg-amber-100 text-amber-800',
  danger: 'bg-red-100 text-red-700',
  accent: 'bg-accent-100 text-accent-700',
} as const;

/**
 * The frame of the pages opened from booking e-mails, without the customer layout (customer-side §2): the
 * wordmark, then a centred card with an icon, the heading and the content.
 */
export function OutcomeShell({
  icon: Icon,
  tone,
  title,
  children,
}: {
  icon: LucideIcon;
  tone: keyof typeof tones;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <header className="flex h-16 items-center px-4">
        <Link to="/" className="rounded-lg px-1 py-2" aria-label={brandStrings.homeLinkLabel}>
          <Wordmark className="text-lg" />
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-md rounded-2xl border border-stone-200/80 bg-white p-6 text-center shadow-sm sm:p-8">
          <div className={cn('mx-auto flex size-16 items-center justify-center rounded-2xl', tones[tone])}>
            <Icon className="size-8" aria-hidden="true" />
          </div>
          <h1 className="mt-5 text-2xl font-semibold tracking-tight text-stone-900">{title}</h1>
          <div className="mt-3 space-y-4 text-stone-600">{children}</div>
        </div>
      </main>
    </div>
  );
}

/** The stacked action buttons at the bottom of an outcome card. */
export function OutcomeActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-2 pt-4 sm:flex-row-reverse sm:justify-center">{children}</div>;
}

/** The usual way on from an outcome card: `primaryLabel` to /companies, `homeLabel` to the start page. */
export function OutcomeLinks({ primaryLabel, homeLabel }: { primaryLabel: string; homeLabel: string }) {
  return (
    <OutcomeActions>
      <Button asChild size="lg">
        <Link to="/companies">{primaryLabel}</Link>
      </Button>
      <Button asChild size="lg" variant="secondary">
        <Link to="/">{homeLabel}</Link>
      </Button>
    </OutcomeActions>
  );
}

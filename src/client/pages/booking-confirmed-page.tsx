import { CircleCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { OutcomeLinks, OutcomeShell } from '~/client/features/booking-links/outcome-shell';
import { confirmedStrings as t } from '~/client/features/booking-links/strings';

/**
 * `/booking-confirmed?id=` (customer-side §2, no layout): 'Bokning bekräftad!', the booking number (# and the last
 * 8 characters of the id), what happens next, and buttons back to start and to book more.
 */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <OutcomeShell icon={CircleCheck} tone="success" title={t.title}>
      {id ? (
        <p>
          {t.numberLabel}{' '}
          <span className="font-mono text-lg font-semibold text-stone-900">#{id.slice(-8)}</span>
        </p>
      ) : null}
      <ul className="space-y-2 rounded-xl bg-stone-50 p-4 text-left text-sm leading-relaxed">
        <li>{t.emailSent}</li>
        <li>{t.reminder}</li>
        <li>{t.changeOrCancel}</li>
      </ul>
      <OutcomeLinks primaryLabel={t.bookMore} homeLabel={t.home} />
    </OutcomeShell>
  );
}

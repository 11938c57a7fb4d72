import { CalendarX, CircleAlert, Clock, Link2Off } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  bookingErrorReason,
  classifyBookingError,
} from '~/client/features/booking-links/classify-booking-error';
import { OutcomeLinks, OutcomeShell } from '~/client/features/booking-links/outcome-shell';
import { errorStrings as t } from '~/client/features/booking-links/strings';

const icons = { expired: Clock, used: Link2Off, unavailable: CalendarX, failed: CircleAlert } as const;

/**
 * `/booking-error?message=` (customer-side §2 'Booking error', no layout): title, description and suggestions
 * chosen by keyword in the message, and the reason in Swedish (never the code itself); buttons 'Försök igen' (to
 * /companies) and back to start.
 */
export function Component() {
  const [params] = useSearchParams();
  const message = params.get('message') ?? '';
  const kind = classifyBookingError(message);
  const text = t[kind];
  return (
    <OutcomeShell icon={icons[kind]} tone={kind === 'failed' ? 'danger' : 'warning'} title={text.title}>
      <p>{text.description}</p>
      <div className="rounded-xl bg-stone-50 p-4 text-left">
        <h2 className="text-sm font-semibold text-stone-900">{t.suggestionsTitle}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-relaxed">
          {text.suggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-stone-500">
        <span className="font-medium text-stone-700">{t.reasonLabel}:</span>{' '}
        {t.reasons[bookingErrorReason(message)]}
      </p>
      <OutcomeLinks primaryLabel={t.tryAgain} homeLabel={t.home} />
    </OutcomeShell>
  );
}

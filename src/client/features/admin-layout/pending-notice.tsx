import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { useMe } from '~/client/features/session';
import { adminLayoutStrings as t } from './strings';

/** How often the notice asks whether the company has been approved (also on returning to the tab). */
const APPROVAL_WATCH_MS = 15_000;

/**
 * The notice of a company that awaits approval, pointing to what can be set up meanwhile (docs/design.md §4 "Company
 * status"). While shown it watches `GET /api/me`, so it goes by itself once an operator approves.
 */
export function PendingNotice() {
  useMe({ watchEveryMs: APPROVAL_WATCH_MS });
  return (
    <div
      role="status"
      className="flex gap-3 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:px-6"
    >
      <Clock className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{t.pending}</strong> {t.pendingSetup}{' '}
        <Link to="/admin/services" className="font-medium underline underline-offset-2">
          {t.pendingServices}
        </Link>{' '}
        {t.pendingAnd}{' '}
        <Link to="/admin/settings" className="font-medium underline underline-offset-2">
          {t.pendingHours}
        </Link>
        .
      </p>
    </div>
  );
}

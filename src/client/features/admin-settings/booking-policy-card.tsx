import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { Field } from '~/client/components/ui/field';
import { BOOKING_HORIZON_OPTIONS, CANCELLATION_NOTICE_OPTIONS } from '~/shared/cancellation-policy';
import type { CompanySettings } from '~/shared/schemas/admin-settings';
import { t } from './strings';
import { useSaveBookingPolicy } from './use-company-settings';
import { selectClass } from './select-class';

/**
 * 'Avbokning och framförhållning': how late customers may cancel or move online (any time, or 2, 12,
 * 24 or 48 hours before the start) and how far ahead they may book (1, 3, 6 or 12 months); saved on change.
 */
export function BookingPolicyCard({ company }: { company: CompanySettings }) {
  const save = useSaveBookingPolicy();
  const current = {
    cancellationNoticeHours: company.cancellationNoticeHours,
    bookingHorizonMonths: company.bookingHorizonMonths,
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.policyTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-stone-600">{t.policyIntro}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="cancellation-notice" label={t.noticeLabel}>
            <select
              id="cancellation-notice"
              className={selectClass}
              value={current.cancellationNoticeHours}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ ...current, cancellationNoticeHours: Number(e.target.value) })}
            >
              {CANCELLATION_NOTICE_OPTIONS.map((hours) => (
                <option key={hours} value={hours}>
                  {t.noticeOption(hours)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="booking-horizon" label={t.horizonLabel}>
            <select
              id="booking-horizon"
              className={selectClass}
              value={current.bookingHorizonMonths}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ ...current, bookingHorizonMonths: Number(e.target.value) })}
            >
              {BOOKING_HORIZON_OPTIONS.map((months) => (
                <option key={months} value={months}>
                  {t.horizonOption(months)}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </CardContent>
    </Card>
  );
}

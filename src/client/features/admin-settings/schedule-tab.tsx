import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import type { CompanySettings } from '~/shared/schemas/admin-settings';
import { BookingPolicyCard } from './booking-policy-card';
import { ExceptionsCards } from './exceptions-card';
import { QuickSettingsCard } from './quick-settings-card';
import { ScheduleEditor, scheduleErrors } from './schedule-editor';
import { t } from './strings';
import { useSaveSchedule } from './use-company-settings';
import { WeekGrid } from './week-grid';

/**
 * The 'Schema' tab: quick settings, the weekly editor with 'Spara schema', the booking policy,
 * exceptions and public holidays (§1–§2) and the customer-view grid.
 */
export function ScheduleTab({
  company,
  onDirtyChange,
}: {
  company: CompanySettings;
  /** Told whether the tab holds unsaved edits, and false when it goes away. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const save = useSaveSchedule();
  const [schedule, setSchedule] = useState(company.weeklySchedule);
  const [buffer, setBuffer] = useState(company.defaultBufferMinutes);
  const [interval, setInterval] = useState(company.slotIntervalMinutes);
  const [showErrors, setShowErrors] = useState(false);
  const errors = showErrors ? scheduleErrors(schedule) : {};
  const dirty =
    JSON.stringify(schedule) !== JSON.stringify(company.weeklySchedule) ||
    buffer !== company.defaultBufferMinutes ||
    interval !== company.slotIntervalMinutes;
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const submit = () => {
    if (Object.keys(scheduleErrors(schedule)).length > 0) {
      setShowErrors(true);
      toast.error(t.error, { description: t.fixErrors });
      return;
    }
    save.mutate({ weeklySchedule: schedule, defaultBufferMinutes: buffer, slotIntervalMinutes: interval });
  };

  return (
    <div className="space-y-6">
      <QuickSettingsCard
        schedule={schedule}
        onScheduleChange={setSchedule}
        bufferMinutes={buffer}
        onBufferChange={setBuffer}
        slotInterval={interval}
        onSlotIntervalChange={setInterval}
      />
      <ScheduleEditor
        schedule={schedule}
        errors={errors}
        onChange={setSchedule}
        footer={
          <Button onClick={submit} disabled={save.isPending} className="w-full sm:w-auto">
            {save.isPending ? t.saving : t.saveSchedule}
          </Button>
        }
      />
      <BookingPolicyCard company={company} />
      <ExceptionsCards />
      <WeekGrid schedule={company.weeklySchedule} />
    </div>
  );
}

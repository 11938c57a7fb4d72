import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import type { CompanySettings } from '~/shared/schemas/admin-settings';
import { QuickSettingsCard } from './quick-settings-card';
import { ScheduleEditor, scheduleErrors } from './schedule-editor';
import { t } from './strings';
import { useSaveSchedule } from './use-company-settings';
import { WeekGrid } from './week-grid';

/** The 'Schema' tab: quick settings, the weekly editor with 'Spara schema', and the customer-view grid. */
export function ScheduleTab({ company }: { company: CompanySettings }) {
  const save = useSaveSchedule();
  const [schedule, setSchedule] = useState(company.weeklySchedule);
  const [buffer, setBuffer] = useState(company.defaultBufferMinutes);
  const [interval, setInterval] = useState(company.slotIntervalMinutes);
  const [showErrors, setShowErrors] = useState(false);
  const errors = showErrors ? scheduleErrors(schedule) : {};

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
      <WeekGrid schedule={company.weeklySchedule} />
    </div>
  );
}

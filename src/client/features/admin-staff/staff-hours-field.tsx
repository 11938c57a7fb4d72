import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { ScheduleEditor, scheduleErrors } from '~/client/features/admin-settings';
import type { StaffFormValues, StaffInput } from '~/shared/schemas/staff';
import { t } from './strings';

/**
 * The staff form's 'Arbetstider': 'Samma som företaget' or 'Egna arbetstider' with the settings' schedule editor.
 * The editor's errors show once the form has been submitted (`showErrors`) and follow every change after that.
 */
export function StaffHoursField({
  control,
  showErrors,
}: {
  control: Control<StaffFormValues, unknown, StaffInput>;
  showErrors: boolean;
}) {
  const uid = useId();
  const ownHours = useController({ control, name: 'ownHours' }).field;
  const schedule = useController({ control, name: 'schedule' }).field;
  const errors = showErrors && ownHours.value ? scheduleErrors(schedule.value) : {};

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">{t.hoursLabel}</legend>
      <div className="flex flex-wrap gap-2">
        {[false, true].map((own) => (
          <label
            key={String(own)}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600 ${
              ownHours.value === own
                ? 'border-accent-600 bg-accent-50 text-accent-800'
                : 'border-stone-300 text-stone-700'
            }`}
          >
            <input
              type="radio"
              name={`${uid}-hours`}
              checked={ownHours.value === own}
              onChange={() => ownHours.onChange(own)}
              className="size-4 accent-accent-700"
            />
            {own ? t.ownHours : t.sameAsCompany}
          </label>
        ))}
      </div>
      {ownHours.value ? (
        <>
          <p className="text-sm text-stone-500">{t.ownHoursHint}</p>
          <ScheduleEditor
            title={t.ownHoursEditor}
            schedule={schedule.value}
            errors={errors}
            onChange={schedule.onChange}
          />
        </>
      ) : null}
    </fieldset>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { addDays, todayInZone } from '~/shared/dates';
import {
  STAFF_ABSENCE_KINDS,
  staffAbsenceFormSchema,
  type StaffAbsenceFormValues,
  type StaffAbsenceInput,
} from '~/shared/schemas/staff';
import { t } from './strings';
import { useAddAbsence } from './use-admin-staff';

/** Today 00:00 to tomorrow 00:00 (Stockholm), 'Ledig', no reason. */
function absenceDefaults(): StaffAbsenceFormValues {
  const today = todayInZone(new Date());
  return { kind: 'time_off', from: `${today}T00:00`, to: `${addDays(today, 1)}T00:00`, reason: '' };
}

/**
 * 'Lägg till frånvaro' for one member: 'Ledig' or 'Sjuk', from and to (Stockholm wall clock; today 00:00 to
 * tomorrow 00:00 at first) and an optional reason. Incomplete times toast 'Kunde inte spara frånvaron' with the
 * reason; the server refuses an absence wholly in the past or ending before it starts. The reason clears once saved.
 */
export function AbsenceForm({ memberId }: { memberId: string }) {
  const uid = useId();
  const add = useAddAbsence(memberId);
  const { register, handleSubmit, control, setValue } = useForm<
    StaffAbsenceFormValues,
    unknown,
    StaffAbsenceInput
  >({
    resolver: zodResolver(staffAbsenceFormSchema),
    defaultValues: absenceDefaults(),
  });
  const kind = useWatch({ control, name: 'kind' });
  const submit = handleSubmit(
    (input) => add.mutate(input, { onSuccess: () => setValue('reason', '') }),
    (errors) => {
      const message = errors.to?.message;
      if (message) toast.error(t.absenceFailed, { description: message });
    },
  );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="space-y-3 rounded-xl border border-stone-200 p-3"
      noValidate
    >
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-stone-800">{t.kindLabel}</legend>
        <div className="flex flex-wrap gap-2">
          {STAFF_ABSENCE_KINDS.map((k) => (
            <label
              key={k}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600 ${
                kind === k
                  ? 'border-accent-600 bg-accent-50 text-accent-800'
                  : 'border-stone-300 text-stone-700'
              }`}
            >
              <input type="radio" value={k} {...register('kind')} className="size-4 accent-accent-700" />
              {t.kinds[k]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${uid}-from`} label={t.fromLabel}>
          <Input id={`${uid}-from`} type="datetime-local" {...register('from')} className="min-w-0" />
        </Field>
        <Field id={`${uid}-to`} label={t.toLabel}>
          <Input id={`${uid}-to`} type="datetime-local" {...register('to')} className="min-w-0" />
        </Field>
      </div>
      <Field id={`${uid}-reason`} label={t.reasonLabel}>
        <Input id={`${uid}-reason`} maxLength={200} {...register('reason')} autoComplete="off" />
      </Field>
      <Button type="submit" variant="secondary" size="sm" disabled={add.isPending}>
        <Plus aria-hidden="true" />
        {add.isPending ? t.adding : t.addAbsence}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { addDays } from '~/shared/dates';
import { reportPeriodFormSchema, type ReportPeriodForm } from '~/shared/schemas/admin-reports';
import { adminReportsStrings as t } from './strings';

/** The month of `date` (`YYYY-MM-DD`) as its first and last date. */
export function monthOf(date: string): ReportPeriodForm {
  const from = `${date.slice(0, 7)}-01`;
  const next = addDays(from, 32);
  return { from, to: addDays(`${next.slice(0, 7)}-01`, -1) };
}

/**
 * The period picker: 'Från' and 'Till' (dates, both included, at most 366 days; the server checks the same) and
 * shortcuts for this month, last month and this year. `onChange` gets a valid period.
 */
export function PeriodForm({
  value,
  today,
  onChange,
}: {
  value: ReportPeriodForm;
  today: string;
  onChange: (period: ReportPeriodForm) => void;
}) {
  const id = useId();
  const { register, handleSubmit, formState, reset } = useForm<ReportPeriodForm>({
    resolver: zodResolver(reportPeriodFormSchema),
    defaultValues: value,
  });
  // The address changed (a shortcut, back, a link): show its period.
  useEffect(() => reset(value), [value, reset]);
  const { errors } = formState;
  const aria = (name: keyof ReportPeriodForm) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const lastMonth = monthOf(addDays(`${today.slice(0, 7)}-01`, -1));
  const shortcuts: [string, ReportPeriodForm][] = [
    [t.period.thisMonth, monthOf(today)],
    [t.period.lastMonth, lastMonth],
    [t.period.thisYear, { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` }],
  ];
  return (
    <form onSubmit={handleSubmit(onChange)} noValidate className="space-y-3" aria-label={t.period.legend}>
      <div className="flex flex-wrap gap-2">
        {shortcuts.map(([label, period]) => (
          <Button
            key={label}
            type="button"
            size="sm"
            variant={period.from === value.from && period.to === value.to ? 'primary' : 'secondary'}
            aria-pressed={period.from === value.from && period.to === value.to}
            onClick={() => onChange(period)}
          >
            {label}
          </Button>
        ))}
      </div>
      <div className="grid grid-cols-2 items-start gap-3 sm:flex sm:items-end">
        <Field id={`${id}-from`} label={t.period.from} error={errors.from?.message}>
          <Input id={`${id}-from`} type="date" {...aria('from')} {...register('from')} />
        </Field>
        <Field id={`${id}-to`} label={t.period.to} error={errors.to?.message}>
          <Input id={`${id}-to`} type="date" {...aria('to')} {...register('to')} />
        </Field>
        <Button type="submit" className="col-span-2 sm:col-span-1">
          {t.period.show}
        </Button>
      </div>
    </form>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { exceptionStrings as x } from './strings';

/** Two `HH:MM` inputs ('Öppnar', 'Stänger') for one interval of special hours, registered with their form. */
export function HoursInputs({
  id,
  start,
  end,
}: {
  id: string;
  start: UseFormRegisterReturn;
  end: UseFormRegisterReturn;
}) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <Field id={`${id}-start`} label={x.opens}>
        <Input id={`${id}-start`} type="time" {...start} />
      </Field>
      <Field id={`${id}-end`} label={x.closes}>
        <Input id={`${id}-end`} type="time" {...end} />
      </Field>
    </div>
  );
}

import { useController, type Control } from 'react-hook-form';
import type { AdminService } from '~/shared/schemas/admin-services';
import type { StaffFormValues, StaffInput } from '~/shared/schemas/staff';
import { t } from './strings';

/** The staff form's 'Utför tjänsterna': a checkbox per service of the company ('(inaktiv)' after inactive ones). */
export function StaffServicesField({
  control,
  services,
}: {
  control: Control<StaffFormValues, unknown, StaffInput>;
  services: AdminService[];
}) {
  const { field } = useController({ control, name: 'serviceIds' });
  const toggle = (id: string, checked: boolean) =>
    field.onChange(checked ? [...field.value, id] : field.value.filter((s) => s !== id));

  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm font-medium text-stone-800">{t.servicesLabel}</legend>
      {services.length === 0 ? (
        <p className="text-sm text-stone-500">{t.noCompanyServices}</p>
      ) : (
        <ul className="grid gap-x-4 sm:grid-cols-2">
          {services.map((service) => (
            <li key={service.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-stone-800">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-accent-700"
                  checked={field.value.includes(service.id)}
                  onChange={(e) => toggle(service.id, e.target.checked)}
                />
                <span className="min-w-0 break-words">
                  {service.name}
                  {service.active ? '' : ` ${t.inactiveService}`}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

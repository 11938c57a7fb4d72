import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '~/client/components/ui/avatar';
import { cn } from '~/client/lib/cn';
import type { PublicStaff } from '~/shared/schemas/staff';
import { t } from './strings';

function Choice({
  name,
  checked,
  onSelect,
  icon,
  title,
  subtitle,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  icon: ReactNode;
  title: string;
  subtitle: string | null;
}) {
  return (
    <label
      className={cn(
        'relative flex min-h-14 max-w-56 shrink-0 cursor-pointer snap-start items-center gap-2.5 rounded-xl border py-2 pr-3.5 pl-2 transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600',
        checked
          ? 'border-accent-700 bg-accent-50 text-accent-900 ring-1 ring-accent-700'
          : 'border-stone-200 bg-white text-stone-800 hover:border-accent-300 hover:bg-stone-50',
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onSelect} className="sr-only" />
      {icon}
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold" title={title}>
          {title}
        </span>
        {subtitle ? (
          <span className="block truncate text-xs text-stone-500" title={subtitle}>
            {subtitle}
          </span>
        ) : null}
      </span>
    </label>
  );
}

/**
 * The staff chooser: 'Valfri personal' (value null) and each member of `staff`, with portrait or
 * initials, name and title; under the row the chosen member's presentation, when they have one. Native radio buttons, so arrow keys move between the choices; on a narrow screen the
 * row scrolls sideways inside its box instead of widening the page. `name` groups the radio buttons.
 */
export function StaffPicker({
  staff,
  value,
  onChange,
  name,
  legend = t.legend,
  legendClassName,
}: {
  staff: PublicStaff[];
  value: string | null;
  onChange: (staffId: string | null) => void;
  name: string;
  legend?: string;
  /** Replaces the legend's look, e.g. as a card title. */
  legendClassName?: string;
}) {
  const chosen = value === null ? undefined : staff.find((m) => m.id === value);
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className={legendClassName ?? 'mb-2 text-sm font-medium text-stone-800'}>{legend}</legend>
      <div className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pt-1 pb-2">
        <Choice
          name={name}
          checked={value === null}
          onSelect={() => onChange(null)}
          icon={
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-stone-100 text-stone-600"
            >
              <Users className="size-5" />
            </span>
          }
          title={t.anyStaff}
          subtitle={t.anyStaffHint}
        />
        {staff.map((member) => (
          <Choice
            key={member.id}
            name={name}
            checked={value === member.id}
            onSelect={() => onChange(member.id)}
            icon={
              <Avatar
                name={member.name}
                src={member.photoUrl}
                image={member.photo}
                sizes="40px"
                className="size-10 rounded-full text-sm"
              />
            }
            title={member.name}
            subtitle={member.title}
          />
        ))}
      </div>
      {chosen?.presentation ? (
        <p className="rounded-xl bg-stone-50 px-3.5 py-2.5 text-sm break-words whitespace-pre-line text-stone-700">
          <span className="font-semibold text-stone-900">{t.about(chosen.name)}</span> {chosen.presentation}
        </p>
      ) : null}
    </fieldset>
  );
}

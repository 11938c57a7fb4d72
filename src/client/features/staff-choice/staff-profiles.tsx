import { Avatar } from '~/client/components/ui/avatar';
import type { PublicStaff } from '~/shared/schemas/staff';
import { t } from './strings';

/**
 * The company page's 'Personal': each active member with portrait (or initials), name, title and presentation, in
 * display order. Nothing for a company without staff. Below the fold, so the portraits load lazily.
 */
export function StaffProfiles({ staff }: { staff: PublicStaff[] }) {
  if (staff.length === 0) return null;
  return (
    <section aria-labelledby="staff-profiles-title" className="space-y-3">
      <h2 id="staff-profiles-title" className="text-lg font-semibold text-stone-900">
        {t.profilesTitle}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {staff.map((member) => (
          <li key={member.id} className="flex min-w-0 items-start gap-3">
            <Avatar
              name={member.name}
              src={member.photoUrl}
              image={member.photo}
              sizes="64px"
              className="size-16 rounded-full text-lg"
            />
            <div className="min-w-0 flex-1 space-y-0.5">
              <p className="font-semibold wrap-anywhere text-stone-900">{member.name}</p>
              {member.title ? <p className="text-sm wrap-anywhere text-stone-600">{member.title}</p> : null}
              {member.presentation ? (
                <p className="text-sm wrap-anywhere whitespace-pre-line text-stone-700">
                  {member.presentation}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

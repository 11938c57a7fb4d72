import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import type { Profile } from '~/shared/schemas/profile';
import { EditProfileDialog } from './edit-profile-dialog';
import { formatInstantMonthYearSv } from '~/shared/dates';
import { t } from './strings';
import { formatPhone } from '~/shared/phone';

/** 'Personliga uppgifter': names, e-mail, phone, age, gender and member-since month ('maj 2026'), with 'Redigera profil'. */
export function PersonalDetailsCard({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const rows: [string, string | null][] = [
    [t.firstName, profile.firstName],
    [t.lastName, profile.lastName],
    [t.email, profile.email],
    [t.phone, profile.phone ? formatPhone(profile.phone) : null],
    [t.age, profile.age === null ? null : t.ageValue(profile.age)],
    [t.gender, t.genders[profile.gender]],
    // The same 'maj 2026' as the dashboard's profile card.
    [t.memberSince, formatInstantMonthYearSv(new Date(profile.memberSince))],
  ];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle>{t.detailsTitle}</CardTitle>
        <Button variant="secondary" size="sm" className="whitespace-nowrap" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          {t.editProfile}
        </Button>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-sm text-stone-500">{label}</dt>
              <dd
                className={value ? 'truncate font-medium text-stone-900' : 'text-stone-500 italic'}
                title={value ?? undefined}
              >
                {value ?? t.notGiven}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <EditProfileDialog open={editing} onOpenChange={setEditing} profile={profile} />
    </Card>
  );
}

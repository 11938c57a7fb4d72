import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import type { CompanySettings } from '~/shared/schemas/admin-settings';
import { t } from './strings';
import { ToggleSwitch } from '~/client/components/ui/switch';
import { useSaveNotifications } from './use-company-settings';

/** The 'Notiser' tab: e-mail on new bookings (default on) and SMS reminders (default off), saved on change. */
export function NotificationsCard({ company }: { company: CompanySettings }) {
  const save = useSaveNotifications();
  const current = { emailNotifications: company.emailNotifications, smsReminders: company.smsReminders };
  const rows = [
    { key: 'emailNotifications', label: t.emailNotifications, hint: t.emailNotificationsHint },
    { key: 'smsReminders', label: t.smsReminders, hint: t.smsRemindersHint },
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.notificationsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="divide-y divide-stone-200/80">
        {rows.map((row) => (
          <div key={row.key} className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
            <div>
              <label htmlFor={`notify-${row.key}`} className="font-medium text-stone-900">
                {row.label}
              </label>
              <p className="text-sm text-stone-500">{row.hint}</p>
            </div>
            <ToggleSwitch
              id={`notify-${row.key}`}
              checked={current[row.key]}
              disabled={save.isPending}
              onCheckedChange={(checked) => save.mutate({ ...current, [row.key]: checked })}
            />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

import { ToggleSwitch } from '~/client/components/ui/switch';
import type { Preferences } from '~/shared/schemas/profile';
import { Modal } from '~/client/components/ui/modal';
import { t } from './strings';
import { useUpdatePreferences } from './use-profile';

/**
 * 'Notiser' (customer-side §2, §3 preferences): e-mail, SMS reminders and 'Bokningar via SMS' (booking messages
 * also by SMS, docs/decisions/037), each saved as soon as it is flipped.
 */
export function NotificationsDialog({
  open,
  onOpenChange,
  preferences,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preferences: Preferences;
}) {
  const save = useUpdatePreferences();
  const rows = [
    { key: 'emailNotifications', label: t.emailNotifications, hint: t.emailNotificationsHint },
    { key: 'smsNotifications', label: t.smsNotifications, hint: t.smsNotificationsHint },
    { key: 'smsBookingMessages', label: t.smsBookingMessages, hint: t.smsBookingMessagesHint },
  ] as const;
  return (
    <Modal
      closeLabel={t.close}
      open={open}
      onOpenChange={onOpenChange}
      title={t.notifications}
      description={t.notificationsHint}
    >
      <div className="divide-y divide-stone-200/80">
        {rows.map((row) => (
          <div key={row.key} className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
            <div>
              <label htmlFor={`pref-${row.key}`} className="font-medium text-stone-900">
                {row.label}
              </label>
              <p className="text-sm text-stone-500">{row.hint}</p>
            </div>
            <ToggleSwitch
              id={`pref-${row.key}`}
              checked={preferences[row.key]}
              disabled={save.isPending}
              onCheckedChange={(checked) => save.mutate({ ...preferences, [row.key]: checked })}
            />
          </div>
        ))}
      </div>
    </Modal>
  );
}

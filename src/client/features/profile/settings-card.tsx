import {
  Bell,
  ChevronRight,
  Download,
  KeyRound,
  LogOut,
  ShieldCheck,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { useSignOut } from '~/client/features/layout';
import type { Preferences } from '~/shared/schemas/profile';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ExportDataDialog } from './export-data-dialog';
import { NotificationsDialog } from './notifications-dialog';
import { t } from './strings';

const rowClass =
  'flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-3 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-accent-600';

function RowContent({ icon: Icon, label, hint }: { icon: LucideIcon; label: string; hint: ReactNode }) {
  return (
    <>
      <Icon className="size-5 shrink-0 text-stone-500" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-stone-900">{label}</span>
        <span className="block text-sm text-stone-500">{hint}</span>
      </span>
      <ChevronRight className="size-4 shrink-0 text-stone-400" aria-hidden="true" />
    </>
  );
}

/**
 * 'Inställningar' (customer-side §2): notifications, change password, GDPR link, 'Exportera mina uppgifter' and
 * 'Radera mitt konto' and 'Logga ut' (to /). `email` is the signed-in user's (the deletion code's).
 */
export function SettingsCard({ preferences, email }: { preferences: Preferences; email: string }) {
  const [dialog, setDialog] = useState<'notifications' | 'password' | 'export' | 'delete' | null>(null);
  const signOut = useSignOut();
  const onOpenChange = (open: boolean) => !open && setDialog(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.settingsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-1 px-2 sm:px-3">
        <button type="button" className={rowClass} onClick={() => setDialog('notifications')}>
          <RowContent icon={Bell} label={t.notifications} hint={t.notificationsHint} />
        </button>
        <button type="button" className={rowClass} onClick={() => setDialog('password')}>
          <RowContent icon={KeyRound} label={t.changePassword} hint={t.changePasswordHint} />
        </button>
        <Link to="/gdpr" className={rowClass}>
          <RowContent icon={ShieldCheck} label={t.privacy} hint={t.privacyHint} />
        </Link>
        <button type="button" className={rowClass} onClick={() => setDialog('export')}>
          <RowContent icon={Download} label={t.exportData} hint={t.exportDataHint} />
        </button>
        <button type="button" className={rowClass} onClick={() => setDialog('delete')}>
          <RowContent icon={Trash2} label={t.deleteAccount} hint={t.deleteAccountHint} />
        </button>
        <div className="px-3 pt-3">
          <Button
            variant="secondary"
            className="w-full text-red-700 sm:w-auto"
            onClick={() => void signOut()}
          >
            <LogOut aria-hidden="true" />
            {t.logOut}
          </Button>
        </div>
      </CardContent>
      <NotificationsDialog
        open={dialog === 'notifications'}
        onOpenChange={onOpenChange}
        preferences={preferences}
      />
      <ChangePasswordDialog open={dialog === 'password'} onOpenChange={onOpenChange} />
      <ExportDataDialog open={dialog === 'export'} onOpenChange={onOpenChange} />
      <DeleteAccountDialog open={dialog === 'delete'} onOpenChange={onOpenChange} email={email} />
    </Card>
  );
}

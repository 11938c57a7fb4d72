import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog';
import { t } from './strings';

/**
 * Asks before unsaved settings are lost: while `dirty`, leaving by the app's own navigation (another
 * settings tab, which is in the address, or another page) opens 'Osparade ändringar' (React Router's useBlocker),
 * and closing or reloading the window gets the browser's own question (`beforeunload`).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need a value to ask
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t.unsavedTitle}
      description={t.unsavedText}
      cancelLabel={t.unsavedStay}
      confirmLabel={t.unsavedLeave}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}

import type { Transition } from 'history';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog';
import { appHistory } from '~/client/lib/app-history';
import { t } from './strings';

/**
 * Asks before unsaved settings are lost: while `dirty`, leaving by the app's own navigation (another settings tab,
 * which is in the address, another page, or the browser's back and forward) opens 'Osparade ändringar', and
 * closing or reloading the window gets the browser's own question (the history library's `block` asks with
 * `beforeunload` while it blocks; decision 051).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const [pending, setPending] = useState<Transition | null>(null);
  // Blocks again after a navigation that was let through (the page may stay, e.g. another settings tab).
  const [round, setRound] = useState(0);
  const unblockRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const history = appHistory();
    const block = () => {
      unblockRef.current = history.block((transition) => {
        const { pathname, search } = history.location;
        if (transition.location.pathname === pathname && transition.location.search === search) {
          // Only the hash changes: nothing is lost.
          unblockRef.current?.();
          transition.retry();
          block();
          return;
        }
        setPending(transition);
      });
    };
    block();
    return () => {
      unblockRef.current?.();
      unblockRef.current = null;
    };
  }, [dirty, round]);

  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title={t.unsavedTitle}
      description={t.unsavedText}
      cancelLabel={t.unsavedStay}
      confirmLabel={t.unsavedLeave}
      onConfirm={() => {
        if (!pending) return;
        setPending(null);
        unblockRef.current?.();
        unblockRef.current = null;
        pending.retry();
        setRound((n) => n + 1);
      }}
    />
  );
}

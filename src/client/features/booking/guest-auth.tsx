import { LogIn } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { AuthPanel } from '~/client/features/auth/auth-panel';
import { t } from './strings';

/** The visitor's part of the form step: the prompt, and once asked for, the inline auth panel scrolled into view. */
export function GuestAuth({ open, onOpen, onAuthenticated }: {
  open: boolean;
  onOpen: () => void;
  onAuthenticated: () => void;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [open]);

  return (
    <div className="space-y-4">
      <Card className="space-y-3 p-5 text-center">
        <p className="font-medium text-stone-900">{t.authPrompt}</p>
        {open ? null : (
          <Button size="lg" className="w-full sm:w-auto" onClick={onOpen}>
            <LogIn aria-hidden="true" />
            {t.openAuth}
          </Button>
        )}
      </Card>
      {open ? (
        <div ref={panelRef} className="scroll-mt-20">
          <AuthPanel onAuthenticated={onAuthenticated} />
        </div>
      ) : null}
    </div>
  );
}

import { LogIn } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { cn } from '~/client/lib/cn';
import { t } from './strings';

// Signed-in customers never need the panel (its forms and better-auth's client), so it is a chunk of its own.
const loadAuthPanel = () => import('~/client/features/auth/auth-panel');
const AuthPanel = lazy(() => loadAuthPanel().then((m) => ({ default: m.AuthPanel })));

/**
 * The visitor's part of the form step: the prompt, and once asked for, the inline auth panel scrolled into view.
 * On phones the prompt sticks above the bottom tabs until the page is scrolled to it, so its button is never behind
 * the raised 'Boka' tab.
 */
export function GuestAuth({
  open,
  onOpen,
  onAuthenticated,
}: {
  open: boolean;
  onOpen: () => void;
  onAuthenticated: () => void;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  // Fetched while the visitor reads the prompt, so the panel opens without a wait.
  useEffect(() => {
    void loadAuthPanel();
  }, []);
  useEffect(() => {
    if (open) panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [open]);

  return (
    <div
      className={cn(
        'space-y-4',
        !open && 'sticky bottom-[calc(6.5rem+env(safe-area-inset-bottom))] z-20 md:static',
      )}
    >
      <Card
        className={cn('space-y-3 p-5 text-center', !open && 'max-md:space-y-2 max-md:p-3 max-md:shadow-lg')}
      >
        <p className={cn('font-medium text-stone-900', !open && 'max-md:text-sm')}>{t.authPrompt}</p>
        {open ? null : (
          <Button size="lg" className="w-full sm:w-auto" onClick={onOpen}>
            <LogIn aria-hidden="true" />
            {t.openAuth}
          </Button>
        )}
      </Card>
      {open ? (
        <div ref={panelRef} className="scroll-mt-20">
          <Suspense
            fallback={
              <Card className="p-6">
                <Spinner />
              </Card>
            }
          >
            <AuthPanel onAuthenticated={onAuthenticated} signupPhoneLabel={t.signupPhone} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

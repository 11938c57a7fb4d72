import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '~/client/components/ui/button';
import { cn } from '~/client/lib/cn';

/**
 * The create/edit dialog of an admin list (services, staff): a sheet from the bottom on a phone and a centred
 * dialog from `sm` on, with a title, a close button, the form's fields and 'Avbryt' + submit buttons. `onSubmit`
 * is the form's submit handler (react-hook-form's `handleSubmit(...)`); the submit button is disabled while
 * `submitting`. `wide` gives room for a weekly schedule.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  cancelLabel,
  submitLabel,
  submitting,
  onSubmit,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  cancelLabel: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6',
            wide ? 'overflow-x-hidden sm:max-w-xl' : 'sm:max-w-lg',
          )}
        >
          <div className="mb-4 flex items-center justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-stone-900">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button type="button" variant="ghost" size="icon" aria-label={cancelLabel}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <form onSubmit={onSubmit} noValidate className={wide ? 'space-y-5' : 'space-y-4'}>
            {children}
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="secondary">
                  {cancelLabel}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={submitting}>
                {submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

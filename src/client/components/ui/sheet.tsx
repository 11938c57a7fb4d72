import { Dialog } from 'radix-ui';
import { useRef, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { cn } from '~/client/lib/cn';

/**
 * A panel that slides in from the left over a dimmed page (a radix Dialog, so focus is trapped and Escape
 * closes it). Opening animates with `@starting-style`; closing is instant because radix unmounts at once.
 * On closing, focus goes back to `triggerRef`, or else to whatever had focus when the sheet opened.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  triggerRef,
  children,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name; shown as the panel's heading. */
  title: ReactNode;
  /** The button that opens the sheet (it lives outside the sheet, e.g. in the header). */
  triggerRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
  className?: string;
}) {
  // The opening button is not a radix Dialog.Trigger, and a modal radix Dialog returns focus only to its Trigger
  // (else to <body>), so the sheet does it itself.
  const focusedBeforeOpen = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            // Runs before radix moves focus into the sheet, so this is still the element that opened it.
            focusedBeforeOpen.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = triggerRef?.current ?? focusedBeforeOpen.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          className={cn(
            'fixed inset-y-0 left-0 z-50 flex w-[85%] max-w-xs flex-col bg-white shadow-xl outline-none transition-transform duration-200 ease-out starting:-translate-x-full motion-reduce:transition-none',
            className,
          )}
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button that closes the surrounding Sheet (pass a child with `asChild`). */
export function SheetClose(props: ComponentProps<typeof Dialog.Close>) {
  return <Dialog.Close {...props} />;
}

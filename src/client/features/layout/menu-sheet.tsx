import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Button } from '~/client/components/ui/button';
import { Sheet, SheetClose } from '~/client/components/ui/sheet';

/**
 * The phone's slide-in menu (customer-side §2, admin-side §2): `heading` and a close button labelled
 * `closeLabel` on top, the navigation (`children`) below, in a modal sheet named `title`. Closing it returns
 * focus to `triggerRef`, the top bar's menu button.
 */
export function MenuSheet({
  open,
  onOpenChange,
  triggerRef,
  title,
  closeLabel,
  heading,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  title: string;
  closeLabel: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={title} triggerRef={triggerRef}>
      <div className="flex h-16 items-center justify-between gap-2 border-b border-stone-200 pr-2 pl-4">
        {heading}
        <SheetClose asChild>
          <Button variant="ghost" size="icon" aria-label={closeLabel} className="[&_svg]:size-5">
            <X aria-hidden="true" />
          </Button>
        </SheetClose>
      </div>
      <div className="flex-1 overflow-y-auto p-4">{children}</div>
    </Sheet>
  );
}

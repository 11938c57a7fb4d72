import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '~/client/components/ui/button';
import { Sheet, SheetClose } from '~/client/components/ui/sheet';
import { NavContent } from './nav-content';
import { layoutStrings } from './strings';
import { Wordmark } from './wordmark';

/**
 * The phone's slide-in menu (customer-side §2): wordmark, close button and the navigation, in a modal sheet.
 * Closing it returns focus to `triggerRef`, the header's menu button.
 */
export function MenuSheet({
  open,
  onOpenChange,
  triggerRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={layoutStrings.menuTitle} triggerRef={triggerRef}>
      <div className="flex h-16 items-center justify-between border-b border-stone-200 pr-2 pl-4">
        <Wordmark className="text-lg" />
        <SheetClose asChild>
          <Button variant="ghost" size="icon" aria-label={layoutStrings.closeMenu} className="[&_svg]:size-5">
            <X aria-hidden="true" />
          </Button>
        </SheetClose>
      </div>
      <div className="flex-1 overflow-y-auto p-4">
        <NavContent onNavigate={() => onOpenChange(false)} />
      </div>
    </Sheet>
  );
}

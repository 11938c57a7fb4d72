import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '~/client/lib/cn';

/** Tabs root (radix): arrow keys move between triggers, the active panel is shown. */
export const Tabs = RadixTabs.Root;

/** The row of tab triggers: a segmented control on a grey track. */
export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-stone-100 p-1', className)}
      {...props}
    />
  );
}

/** One tab trigger; the active one is a white raised segment. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'h-10 cursor-pointer rounded-lg px-3 text-sm font-medium text-stone-600 transition-colors hover:text-stone-900 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** The panel of one tab. */
export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn('mt-6 focus-visible:outline-none', className)} {...props} />;
}

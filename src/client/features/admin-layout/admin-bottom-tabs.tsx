import { Ellipsis } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, NavLink, useLocation } from 'react-router';
import { cn } from '~/client/lib/cn';
import type { MemberRole } from '~/shared/schemas/company-members';
import { adminLinksFor } from './nav-links';
import { adminLayoutStrings as t } from './strings';

const tabClass = (active: boolean) =>
  cn(
    'flex min-w-0 flex-1 flex-col items-center justify-center gap-1 text-[0.625rem] font-medium tracking-tight min-[400px]:text-[0.6875rem]',
    active ? 'text-accent-700' : 'text-stone-600 hover:text-stone-900',
  );

function TabFace({ icon: Icon, label, active }: { icon: typeof Ellipsis; label: string; active: boolean }) {
  return (
    <>
      <span
        className={cn('flex h-7 w-12 items-center justify-center rounded-full', active && 'bg-accent-50')}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className={cn('max-w-full truncate', active && 'font-semibold')}>{label}</span>
    </>
  );
}

/**
 * The phone's bottom tab bar of the admin panel (hidden from 768 px): Översikt, Kalender, Kunder, Tjänster,
 * Personal and 'Mer', a menu of the other pages (Omdömen, Rapporter, Inställningar), so every admin page is one or
 * two taps away at 375 px. 'Mer' is marked current while one of its pages is open. A staff account, with its
 * calendar alone, has no bar (the top bar's menu lists it).
 */
export function AdminBottomTabs({ role }: { role: MemberRole }) {
  const { pathname } = useLocation();
  if (role === 'staff') return null;
  const links = adminLinksFor(role);
  const tabs = links.filter((link) => !link.menuOnly);
  const more = links.filter((link) => link.menuOnly);
  const moreActive = more.some((link) => pathname.startsWith(link.to));
  return (
    <nav
      aria-label={t.tabNav}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-6">
        {tabs.map(({ to, label, icon }) => (
          <li key={to} className="flex">
            <NavLink to={to} className={({ isActive }) => tabClass(isActive)}>
              {({ isActive }) => <TabFace icon={icon} label={label} active={isActive} />}
            </NavLink>
          </li>
        ))}
        <li className="flex">
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger
              className={tabClass(moreActive)}
              aria-label={t.moreTitle}
              aria-current={moreActive ? 'page' : undefined}
            >
              <TabFace icon={Ellipsis} label={t.links.more} active={moreActive} />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                side="top"
                align="end"
                sideOffset={8}
                collisionPadding={8}
                className="z-40 min-w-48 rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
              >
                {more.map(({ to, label, icon: Icon }) => {
                  // A plain Link: the item's Slot joins class names as strings, so NavLink's class function would be lost.
                  const current = pathname.startsWith(to);
                  return (
                    <DropdownMenu.Item key={to} asChild>
                      <Link
                        to={to}
                        aria-current={current ? 'page' : undefined}
                        className={cn(
                          'flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-stone-700 outline-none data-[highlighted]:bg-stone-100',
                          current && 'bg-accent-50 text-accent-800',
                        )}
                      >
                        <Icon className="size-5 shrink-0" aria-hidden="true" />
                        {label}
                      </Link>
                    </DropdownMenu.Item>
                  );
                })}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </li>
      </ul>
    </nav>
  );
}

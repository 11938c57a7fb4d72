import { NavLink } from 'react-router';
import { cn } from '~/client/lib/cn';
import { adminLinks } from './nav-links';
import { adminLayoutStrings as t } from './strings';

/** The phone's bottom tab bar of the admin panel (hidden from 768 px): Dashboard, Kalender, Kunder, Tjänster, Personal, Inställningar. */
export function AdminBottomTabs() {
  return (
    <nav
      aria-label={t.tabNav}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-6">
        {adminLinks
          .filter((link) => !link.menuOnly)
          .map(({ to, label, icon: Icon }) => (
            <li key={to} className="flex">
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    'flex min-w-0 flex-1 flex-col items-center justify-center gap-1 text-[0.625rem] font-medium tracking-tight min-[400px]:text-[0.6875rem]',
                    isActive ? 'text-accent-700' : 'text-stone-600 hover:text-stone-900',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <span
                      className={cn(
                        'flex h-7 w-12 items-center justify-center rounded-full',
                        isActive && 'bg-accent-50',
                      )}
                    >
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <span className={cn('max-w-full truncate', isActive && 'font-semibold')}>{label}</span>
                  </>
                )}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

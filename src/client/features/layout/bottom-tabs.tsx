import { NavLink } from 'react-router';
import { useMe } from '~/client/features/session';
import { cn } from '~/client/lib/cn';
import { tabLinks } from './nav-links';
import { layoutStrings } from './strings';

/** The phone's bottom tab bar (hidden from 768 px): Hem, Boka (raised, centre) and Mina bokningar. */
export function BottomTabs() {
  const signedIn = Boolean(useMe().data?.user);
  return (
    <nav
      aria-label={layoutStrings.tabNav}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-3">
        {tabLinks(signedIn).map(({ to, label, icon: Icon }, index) => {
          const centre = index === 1;
          return (
            <li key={to} className="flex">
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    'group flex flex-1 flex-col items-center justify-center gap-1 text-xs font-medium',
                    isActive ? 'text-accent-700' : 'text-stone-500 hover:text-stone-800',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <span
                      className={cn(
                        'flex items-center justify-center',
                        centre
                          ? '-mt-7 size-14 rounded-full bg-accent-700 text-white shadow-lg ring-4 ring-white group-hover:bg-accent-800'
                          : cn('h-7 w-14 rounded-full', isActive && 'bg-accent-50'),
                      )}
                    >
                      <Icon className={centre ? 'size-6' : 'size-5'} aria-hidden="true" />
                    </span>
                    <span className={cn(centre && 'font-semibold', isActive && 'font-semibold')}>
                      {label}
                    </span>
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { ArrowUpRight } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { cn } from '~/client/lib/cn';
import type { MemberRole } from '~/shared/schemas/company-members';
import { adminLinksFor } from './nav-links';
import { adminLayoutStrings as t } from './strings';

/**
 * The admin links the member's `role` may use as a vertical list (sidebar and slide-in menu), the member's e-mail
 * and a link to the customer site.
 */
export function AdminNav({
  email,
  role,
  onNavigate,
}: {
  email: string;
  role: MemberRole;
  onNavigate?: () => void;
}) {
  return (
    <div className="flex h-full flex-col gap-6">
      <nav aria-label={t.mainNav}>
        <ul className="space-y-1">
          {adminLinksFor(role).map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium text-stone-700 hover:bg-stone-100',
                    isActive && 'bg-accent-50 text-accent-800 hover:bg-accent-50',
                  )
                }
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto space-y-2 border-t border-stone-200 pt-4">
        <p className="truncate px-3 text-sm text-stone-500" title={email}>
          {email}
        </p>
        <Link
          to="/"
          onClick={onNavigate}
          className="flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium text-stone-700 hover:bg-stone-100"
        >
          <ArrowUpRight className="size-5 shrink-0" aria-hidden="true" />
          {t.toCustomerSite}
        </Link>
      </div>
    </div>
  );
}

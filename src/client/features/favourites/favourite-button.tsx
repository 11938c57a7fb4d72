import { Heart } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authHref } from '~/client/features/auth/return-path';
import { useMe } from '~/client/features/session';
import { cn } from '~/client/lib/cn';
import { rememberPendingFavourite, takePendingFavourite } from './pending-favourite';
import { favouriteStrings as t } from './strings';
import { useFavourites, useToggleFavourite } from './use-favourites';

/**
 * The heart of a company: a toggle (aria-pressed) that saves or removes it as a favourite. A guest
 * is sent to sign in and comes back to this page afterwards, where the favourite is then saved (the
 * intent is remembered in sessionStorage and completed by this button once the visitor is signed in).
 */
export function FavouriteButton({
  companyId,
  className,
  withLabel = false,
}: {
  companyId: string;
  className?: string;
  /** Shows the label next to the heart (the company page); otherwise the heart alone (cards). */
  withLabel?: boolean;
}) {
  const me = useMe();
  const signedIn = Boolean(me.data?.user);
  const favourites = useFavourites();
  const toggle = useToggleFavourite();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = favourites.data?.some((f) => f.companyId === companyId) ?? false;
  const { toggle: setFavourite } = toggle;
  const loaded = favourites.isSuccess;
  // Back from signing in after tapping the heart as a guest: save what was asked for (once).
  useEffect(() => {
    if (!signedIn || !loaded || !takePendingFavourite(companyId)) return;
    if (!saved) void setFavourite(companyId, true);
  }, [signedIn, loaded, saved, companyId, setFavourite]);
  const onClick = () => {
    if (!signedIn) {
      rememberPendingFavourite(companyId);
      void navigate(authHref('login', `${location.pathname}${location.search}${location.hash}`), {
        state: { from: location },
      });
      return;
    }
    void toggle.toggle(companyId, !saved);
  };
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={withLabel ? undefined : saved ? t.remove : t.save}
      title={withLabel ? undefined : saved ? t.remove : t.save}
      disabled={toggle.isPending || (signedIn && favourites.isPending)}
      onClick={onClick}
      className={cn(
        'flex h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-xl text-stone-600 hover:bg-stone-100 hover:text-rose-600 disabled:opacity-50',
        withLabel && 'border border-stone-200 px-3 text-sm font-medium',
        className,
      )}
    >
      <Heart className={cn('size-5', saved && 'fill-rose-500 text-rose-600')} aria-hidden="true" />
      {withLabel ? (saved ? t.remove : t.save) : null}
    </button>
  );
}

import { matchRoutes, type RouteObject } from 'react-router';
import { preloaded } from '../router';

/** Paths `withNotFoundAt` can put in a route pattern as they are (no pattern syntax, no escapes). */
const PLAIN_PATH = /^[A-Za-z0-9\-._~/]+$/;

/**
 * `routes` with the not-found page at exactly `pathname` (a sibling route in front of the one that matches it, which
 * React Router's ranking prefers as it is static): a server-rendered page that answered 404 (an unknown, pending or
 * suspended company) then hydrates the same not-found page, while every other path routes as before. Undefined when
 * `pathname` cannot be written as a plain pattern or matches no route.
 */
export function withNotFoundAt(routes: RouteObject[], pathname: string): RouteObject[] | undefined {
  if (!PLAIN_PATH.test(pathname)) return undefined;
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (!leaf) return undefined;
  const patch = (list: RouteObject[]): RouteObject[] =>
    list.flatMap((route): RouteObject[] => {
      if (route === leaf)
        return [
          {
            path: pathname,
            lazy: () => import('../pages/not-found-page'),
            handle: preloaded('pages/not-found-page'),
          },
          route,
        ];
      return route.children ? [{ ...route, children: patch(route.children) } as RouteObject] : [route];
    });
  return patch(routes);
}

import { Component as ReactComponent, Suspense, use, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { Spinner } from './components/ui/spinner';
import { RouteError } from './features/layout/route-error';

/*
 * The app's routing without React Router's data router (docs/decisions/051-router-without-data-router.md): the
 * route table of router.tsx rendered by `useRoutes` under the browser's history (main.tsx) or a `<StaticRouter>`
 * (entry-server.tsx). The data router (createBrowserRouter and its static handler) was ~17 KB gzip of every page's
 * first load; what the app used of it, lazy routes and an error element, is here.
 */

/** What a route's `lazy` resolves to: a module exporting the page or layout as `Component`. */
interface RouteModule {
  Component?: ComponentType | null;
}

/** One lazy route's module: loaded once, then rendered synchronously (hydration and the server need that). */
interface LoadedModule {
  module?: RouteModule;
  loading?: Promise<RouteModule>;
}

const modules = new WeakMap<RouteObject, LoadedModule>();

function entryOf(route: RouteObject): LoadedModule {
  let entry = modules.get(route);
  if (!entry) modules.set(route, (entry = {}));
  return entry;
}

/**
 * Loads `route`'s lazy module once. A failed load stays failed (rendering it again would only fail again, in a
 * loop): the error page reloads the page once for a chunk that failed (RouteError).
 */
function loadModule(route: RouteObject): Promise<RouteModule> {
  const entry = entryOf(route);
  entry.loading ??= (route.lazy as () => Promise<RouteModule>)().then((module) => (entry.module = module));
  return entry.loading;
}

/**
 * Loads the lazy modules of the routes matching `location` (a path, or a location with pathname), so the first
 * render (hydration in the browser, renderToString on the server) draws the page without suspending. Rejects with
 * the import's error when a chunk cannot be loaded.
 */
export async function preloadMatches(table: RouteObject[], location: string | { pathname: string }) {
  const matches = matchRoutes(table, location) ?? [];
  await Promise.all(matches.filter((m) => m.route.lazy).map((m) => loadModule(m.route)));
}

/** A lazy route's element: its `Component` once loaded (children through `<Outlet />`), suspending until then. */
function LazyRoute({ route }: { route: RouteObject }) {
  const entry = entryOf(route);
  const module = entry.module ?? use(loadModule(route));
  const Page = module.Component;
  return Page ? <Page /> : <Outlet />;
}

/** Props of RouteErrorBoundary. */
interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

/**
 * Shows 'Något gick fel' (RouteError) for a page that throws while rendering or whose chunk cannot be loaded, as
 * the data router's `errorElement` does; going to another address renders the pages again.
 */
class RouteErrorBoundary extends ReactComponent<BoundaryProps, { error: unknown; pathname: string }> {
  override state = { error: undefined as unknown, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; pathname: string }) {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

const elementTables = new WeakMap<RouteObject[], RouteObject[]>();

/** `table` with each lazy route as an element that loads it (memoised per table, so routes keep their identity). */
function toElementRoutes(table: RouteObject[]): RouteObject[] {
  let converted = elementTables.get(table);
  if (!converted) {
    const convert = (list: RouteObject[]): RouteObject[] =>
      list.map(
        (route) =>
          ({
            ...route,
            lazy: undefined,
            element: route.lazy ? <LazyRoute route={route} /> : route.element,
            children: route.children ? convert(route.children) : undefined,
          }) as RouteObject,
      );
    converted = convert(table);
    elementTables.set(table, converted);
  }
  return converted;
}

/**
 * The pages of `table` at the router's location: lazy routes load their chunk (the page in view stays while the
 * next one loads, as navigations are transitions), a spinner fills the screen while the very first one loads, and
 * a page that fails shows RouteError.
 */
export function ElementRoutes({ table }: { table: RouteObject[] }) {
  const { pathname } = useLocation();
  const page = useRoutes(toElementRoutes(table));
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<Spinner className="min-h-dvh" />}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}

import { existsSync } from 'node:fs';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

function* allRoutes(list: RouteObject[]): Generator<RouteObject> {
  for (const route of list) {
    yield route;
    if (route.children) yield* allRoutes(route.children);
  }
}

describe('the routes the server preloads', () => {
  it("name in `handle.module` the very module their `lazy` imports, and none is the admin side's", () => {
    const named = [...allRoutes(routes)].filter((route) => route.handle !== undefined);
    expect(named.map((route) => route.path ?? '(layout)')).toEqual(
      expect.arrayContaining(['/', '(layout)', '/search', '/booking/:slug', '*']),
    );
    for (const route of named) {
      const { module } = route.handle as { module: string };
      expect(existsSync(module), module).toBe(true);
      // './pages/x' in the source, '/src/client/pages/x.tsx' once Vitest has resolved it.
      const name = module.replace(/^src\/client\//, '').replace(/\.tsx$/, '');
      expect(String(route.lazy), module).toMatch(new RegExp(`/${name}(\\.tsx)?["']`));
      expect(module).not.toMatch(/admin/);
      expect(route.path ?? '').not.toMatch(/^\/admin/);
    }
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import {
  Outlet,
  StaticRouter,
  unstable_HistoryRouter as HistoryRouter,
  type RouteObject,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appHistory } from './lib/app-history';
import { ElementRoutes, preloadMatches } from './route-elements';

type RouterHistory = ComponentProps<typeof HistoryRouter>['history'];

function Broken(): never {
  throw new Error('trasig sida');
}

/** A lazy route table like router.tsx's: a layout around two pages, and a page that throws. */
function table(): RouteObject[] {
  return [
    {
      lazy: async () => ({
        Component: () => (
          <div data-testid="layout">
            <Outlet />
          </div>
        ),
      }),
      children: [
        { path: '/a', lazy: async () => ({ Component: () => <h1>Sida A</h1> }) },
        { path: '/b', lazy: async () => ({ Component: () => <h1>Sida B</h1> }) },
        { path: '/broken', lazy: async () => ({ Component: Broken }) },
      ],
    },
  ];
}

afterEach(cleanup);

describe('routes without the data router', () => {
  it('renders preloaded lazy routes at once, on the server as in the browser', async () => {
    const routes = table();
    await preloadMatches(routes, '/a');
    const html = renderToString(
      <StaticRouter location="/a">
        <ElementRoutes table={routes} />
      </StaticRouter>,
    );
    expect(html).toContain('Sida A');
    expect(html).toContain('data-testid="layout"');
  });

  it('loads a page on navigation and shows the error page for one that throws, until the address changes', async () => {
    const history = appHistory();
    history.replace('/a');
    const routes = table();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      render(
        <HistoryRouter history={history as unknown as RouterHistory}>
          <ElementRoutes table={routes} />
        </HistoryRouter>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Sida A' })).toBeTruthy();
    await act(async () => history.push('/broken'));
    expect(await screen.findByRole('heading', { name: 'Något gick fel' })).toBeTruthy();
    await act(async () => history.push('/b'));
    expect(await screen.findByRole('heading', { name: 'Sida B' })).toBeTruthy();
  });
});

describe('appHistory', () => {
  it('replaces the entry for a navigation to the address shown, and pushes for another', () => {
    const history = appHistory();
    history.replace('/x?tab=1');
    const length = window.history.length;
    history.push('/x?tab=1');
    expect(window.history.length).toBe(length);
    history.push('/x?tab=2');
    expect(window.history.length).toBe(length + 1);
    expect(history.location.search).toBe('?tab=2');
  });

  it('holds a blocked navigation until it is retried', () => {
    const history = appHistory();
    history.replace('/settings?tab=schedule');
    const blocked: string[] = [];
    let retry = () => {};
    const unblock = history.block((transition) => {
      blocked.push(transition.location.search);
      retry = transition.retry;
    });
    history.push('/settings?tab=company');
    expect(blocked).toEqual(['?tab=company']);
    expect(history.location.search).toBe('?tab=schedule');
    // While it blocks, closing or reloading the window asks too.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    unblock();
    const unloadAfter = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unloadAfter);
    expect(unloadAfter.defaultPrevented).toBe(false);
    retry();
    expect(history.location.search).toBe('?tab=company');
  });
});

// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { startTransition, Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../app-root';
import { holdEarlyInteractions } from './early-interactions';

/** A page with a controlled search box, a select, a text area and a counter button, as a route draws them. */
function Page() {
  const [query, setQuery] = useState('');
  const [city, setCity] = useState('alla');
  const [message, setMessage] = useState('');
  const [clicks, setClicks] = useState(0);
  const [terms, setTerms] = useState(false);
  return (
    <div>
      <input aria-label="Sök" value={query} onChange={(e) => setQuery(e.target.value)} />
      <select aria-label="Ort" value={city} onChange={(e) => setCity(e.target.value)}>
        <option value="alla">Alla</option>
        <option value="malmo">Malmö</option>
      </select>
      <textarea aria-label="Meddelande" value={message} onChange={(e) => setMessage(e.target.value)} />
      <input
        type="checkbox"
        aria-label="Villkor"
        checked={terms}
        onChange={(e) => setTerms(e.target.checked)}
      />
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Klicka
      </button>
      <output>{`${query}|${city}|${message}|${clicks}${terms ? '|villkor' : ''}`}</output>
    </div>
  );
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
});

/**
 * The page as main.tsx and the server draw it: in AppRoot, the route inside a Suspense boundary (which React
 * hydrates after the root's commit).
 */
const app = (onHydrated?: () => void) => (
  <AppRoot queryClient={new QueryClient()} serverRendered onHydrated={onHydrated}>
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  </AppRoot>
);

/** The server's page in the document, the hold installed before hydration and released after, as in main.tsx. */
function serverRendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(app());
  document.body.append(container);
  const release = holdEarlyInteractions();
  const hydrate = () => {
    startTransition(() => {
      root = hydrateRoot(container, app(release));
    });
  };
  const field = <T extends Element>(selector: string) => container.querySelector(selector) as unknown as T;
  return { container, hydrate, field, output: () => container.querySelector('output')!.textContent };
}

/**
 * Types as a browser does: the field's value changes (not through the element's own `value` property, which React
 * watches once it has the field), then `input` fires.
 */
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('holdEarlyInteractions', () => {
  it('hands text typed before hydration to React, which filters with it', async () => {
    const page = serverRendered();
    type(page.field<HTMLInputElement>('input'), 'Frisyrateljén Ek');
    type(page.field<HTMLTextAreaElement>('textarea'), 'Hej');
    page.field<HTMLSelectElement>('select').value = 'malmo';
    page.hydrate();
    // All three, though the first change re-renders the page and React puts its other fields back to its state.
    await vi.waitFor(() => expect(page.output()).toBe('Frisyrateljén Ek|malmo|Hej|0'));
    expect(page.field<HTMLInputElement>('input').value).toBe('Frisyrateljén Ek');
    // The field stays React's: typing on changes the state as usual.
    type(page.field<HTMLInputElement>('input'), 'Frisyr');
    await vi.waitFor(() => expect(page.output()).toBe('Frisyr|malmo|Hej|0'));
  });

  it('hands a choice made in a select before hydration to React', async () => {
    const page = serverRendered();
    const select = page.field<HTMLSelectElement>('select');
    select.value = 'malmo';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    page.hydrate();
    await vi.waitFor(() => expect(page.output()).toBe('|malmo||0'));
  });

  it('holds a click until React has the page, then clicks once', async () => {
    const page = serverRendered();
    page.field<HTMLButtonElement>('button').click();
    const box = page.field<HTMLInputElement>('input[type="checkbox"]');
    box.click();
    expect(box.checked).toBe(false); // held: the browser's own tick is undone until React has it
    expect(page.output()).toBe('|alla||0');
    page.hydrate();
    await vi.waitFor(() => expect(page.output()).toBe('|alla||1|villkor'));
    expect(box.checked).toBe(true);
  });

  it('hands a box ticked before the script ran to React', async () => {
    const page = serverRendered();
    page.field<HTMLInputElement>('input[type="checkbox"]').checked = true; // no click seen: before the script
    page.hydrate();
    await vi.waitFor(() => expect(page.output()).toBe('|alla||0|villkor'));
  });

  it('hands over typing done while React hydrates, and a field typed back to its value stays as it is', async () => {
    const page = serverRendered();
    const input = page.field<HTMLInputElement>('input');
    const textarea = page.field<HTMLTextAreaElement>('textarea');
    type(textarea, 'x');
    type(textarea, '');
    page.hydrate();
    type(input, 'Ek'); // hydrateRoot called, the tree not yet committed
    await vi.waitFor(() => expect(page.output()).toBe('Ek|alla||0'));
    expect(textarea.value).toBe('');
  });
});

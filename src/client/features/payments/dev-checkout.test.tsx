// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DevCheckout, formatMinutesSeconds } from './dev-checkout';
import { returnFromCheckout } from './leave-page';
import type { DevPayment } from '~/shared/schemas/payments';

vi.mock('./leave-page', () => ({ goToPayment: vi.fn(), returnFromCheckout: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => vi.mocked(returnFromCheckout).mockClear());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const PAYMENT: DevPayment = {
  id: 'p-1',
  bookingId: 'b-1',
  amount: 300,
  kind: 'deposit',
  status: 'pending',
  companyName: 'Salong Solros',
  serviceName: 'Färgning',
  expiresAt: new Date(Date.now() + 14 * 60_000 + 30_000).toISOString(),
  returnUrl: 'http://localhost/payment/b-1',
  cancelUrl: 'http://localhost/payment/b-1?avbruten=1',
};

function renderCheckout(payment: DevPayment | null = PAYMENT) {
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST') return Promise.resolve(json(200, { returnUrl: PAYMENT.returnUrl }));
    if (url.endsWith('/api/dev/payments/p-1') && payment) return Promise.resolve(json(200, { payment }));
    return Promise.resolve(
      json(404, { error: { code: 'not_found', message: 'Betalningen kunde inte hittas' } }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DevCheckout paymentId="p-1" />
    </QueryClientProvider>,
  );
  const posted = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([input, init]) => [String(input), JSON.parse(String(init?.body)) as unknown]);
  return { posted };
}

describe('DevCheckout', () => {
  it('shows a clearly marked test checkout of the payment, with the hold’s time left', async () => {
    renderCheckout();
    expect(screen.getByRole('heading', { name: 'Testbetalning — inga pengar dras' })).toBeTruthy();
    expect(await screen.findByText('Salong Solros')).toBeTruthy();
    expect(screen.getByText('Färgning')).toBeTruthy();
    expect(screen.getByTestId('hold-time-left').textContent).toMatch(/^Tiden hålls i 14:(29|30)$/);
    expect(screen.getByRole('radio', { name: 'Kort' })).toHaveProperty('checked', true);
    expect(screen.getByRole('link', { name: 'Avbryt' }).getAttribute('href')).toBe(PAYMENT.cancelUrl);
  });

  it('pays with the chosen method and returns to Tidvis', async () => {
    const user = userEvent.setup();
    const { posted } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Swish' }));
    await user.click(screen.getByRole('button', { name: /^Betala 300\s?kr$/ }));
    await waitFor(() => expect(returnFromCheckout).toHaveBeenCalledWith(PAYMENT.returnUrl));
    expect(posted()).toEqual([['/api/dev/payments/p-1/pay', { method: 'swish' }]]);
  });

  it('lets the payment fail', async () => {
    const user = userEvent.setup();
    const { posted } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Låt betalningen misslyckas' }));
    await waitFor(() => expect(returnFromCheckout).toHaveBeenCalledWith(PAYMENT.returnUrl));
    expect(posted()).toEqual([['/api/dev/payments/p-1/fail', {}]]);
  });

  it('says when there is no such payment', async () => {
    renderCheckout(null);
    expect((await screen.findByRole('alert')).textContent).toBe('Betalningen kunde inte hittas');
  });
});

describe('formatMinutesSeconds', () => {
  it('writes minutes and seconds', () => {
    expect(formatMinutesSeconds(754)).toBe('12:34');
    expect(formatMinutesSeconds(5)).toBe('0:05');
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerBooking } from '~/shared/schemas/booking';
import type { BookingPayment } from '~/shared/schemas/payments';
import { goToPayment } from './leave-page';
import { PaymentReturnView } from './payment-return-view';

vi.mock('./leave-page', () => ({ goToPayment: vi.fn(), returnFromCheckout: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => vi.mocked(goToPayment).mockClear());

/** Text with the non-breaking spaces of sv-SE number formatting as plain ones. */
const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0/g, ' ');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const payment = (status: BookingPayment['status']): BookingPayment => ({
  kind: 'deposit',
  status,
  amount: 300,
  refundedAmount: 0,
  refundPending: false,
  method: status === 'paid' ? 'card' : null,
  paidAt: null,
});

const booking = (over: Partial<CustomerBooking> = {}): CustomerBooking => ({
  id: 'b-1',
  companyId: 'c-1',
  companyName: 'Salong Solros',
  companySlug: 'salong-solros',
  companyLocation: 'Götgatan 12, 118 46 Stockholm',
  companyEmail: null,
  serviceId: 's-1',
  serviceName: 'Färgning',
  servicePrice: 650,
  services: [{ id: 's-1', name: 'Färgning', durationMinutes: 90, price: 650, priceFrom: false }],
  customerName: 'Anna Svensson',
  startDate: '2030-05-08',
  startTime: '10:00',
  endTime: '11:30',
  status: 'pending_payment',
  notes: null,
  createdAt: new Date().toISOString(),
  staff: { id: 'm-1', name: 'Sofia Lind', title: null },
  cancellationDeadline: null,
  payment: payment('pending'),
  ...over,
});

/**
 * The view of booking b-1 with `GET /api/bookings/b-1` answering `answers` in turn (the last one again and again),
 * and `POST /api/bookings` / its cancel answering `create` / `cancel`. `posts(path)` is the bodies posted there.
 */
function renderView({
  answers,
  aborted = false,
  create = () =>
    json(201, { booking: booking({ id: 'b-2' }), payment: { url: '/dev/payment/p-2', expiresAt: '' } }),
  cancel = () => json(200, { booking: booking({ status: 'cancelled', payment: payment('failed') }) }),
}: {
  answers: (() => Response)[];
  aborted?: boolean;
  create?: () => Response;
  cancel?: () => Response;
}) {
  let asked = 0;
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url.endsWith('/api/me')) return Promise.resolve(json(200, { user: { id: 'u-1', phone: null } }));
    if (url.endsWith('/api/bookings/b-1') && method === 'GET') {
      const answer = answers[Math.min(asked, answers.length - 1)]!;
      asked += 1;
      return Promise.resolve(answer());
    }
    if (url.endsWith('/api/bookings/b-1/cancel') && method === 'POST') return Promise.resolve(cancel());
    if (url.endsWith('/api/bookings') && method === 'POST') return Promise.resolve(create());
    return Promise.resolve(json(404, {}));
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter initialEntries={['/payment/b-1']}>
      <QueryClientProvider client={new QueryClient()}>
        <Routes>
          <Route path="/payment/:id" element={<PaymentReturnView bookingId="b-1" aborted={aborted} />} />
        </Routes>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  const posts = (path: string) =>
    fetch.mock.calls
      .filter(([input, init]) => String(input).endsWith(path) && init?.method === 'POST')
      .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}));
  return { posts };
}

describe('PaymentReturnView', () => {
  it('waits for the payment, asking again, and then shows the paid booking', async () => {
    renderView({
      answers: [
        () => json(200, { booking: booking() }),
        () => json(200, { booking: booking({ status: 'booked', payment: payment('paid') }) }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Väntar på betalningen…' })).toBeTruthy();
    expect(screen.getByText(/^Tiden hålls åt dig till kl\. \d{2}:\d{2}\.$/)).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Betalningen är klar' }, { timeout: 4000 }),
    ).toBeTruthy();
    const rows = plain(screen.getByTestId('payment-booking').textContent);
    expect(rows).toContain('Salong Solros');
    expect(rows).toContain('Färgning');
    expect(rows).toContain('10:00–11:30');
    expect(rows).toContain('Handpenning betald300 kr (kort)');
    expect(rows).toContain('Att betala på plats350 kr');
    expect(screen.getByRole('link', { name: 'Till Mina bokningar' }).getAttribute('href')).toBe(
      '/my-bookings',
    );
  });

  it('offers "Försök igen" after a failed payment, booking the same time and going to pay', async () => {
    const user = userEvent.setup();
    const { posts } = renderView({
      answers: [() => json(200, { booking: booking({ status: 'cancelled', payment: payment('failed') }) })],
    });
    expect(await screen.findByRole('heading', { name: 'Betalningen misslyckades' })).toBeTruthy();
    expect(screen.getByText('Betalningen gick inte igenom och tiden har släppts.')).toBeTruthy();
    // Nothing was paid, so nothing is said about paying the rest on site.
    expect(screen.getByTestId('payment-booking').textContent).not.toMatch(/betald|på plats/);
    expect(screen.getByRole('link', { name: 'Välj en annan tid' }).getAttribute('href')).toBe(
      '/booking/salong-solros?tjanst=s-1&vecka=2030-05-08',
    );
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith('/dev/payment/p-2'));
    expect(posts('/api/bookings')).toEqual([
      {
        companyId: 'c-1',
        serviceId: 's-1',
        date: '2030-05-08',
        startTime: '10:00',
        staffId: 'm-1',
        notes: null,
        phone: null,
      },
    ]);
  });

  it('says the time is taken when trying again is refused', async () => {
    const user = userEvent.setup();
    renderView({
      answers: [() => json(200, { booking: booking({ status: 'cancelled', payment: payment('expired') }) })],
      create: () =>
        json(409, { error: { code: 'slot_no_longer_available', message: 'Tiden är inte längre ledig.' } }),
    });
    expect(
      await screen.findByText('Betalningen blev inte klar inom 15 minuter och tiden har släppts.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Tiden är inte längre ledig. Välj en annan tid.',
    );
    expect(screen.queryByRole('button', { name: 'Försök igen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Välj en annan tid' })).toBeTruthy();
    expect(goToPayment).not.toHaveBeenCalled();
  });

  it('releases a held time when the customer gave up paying', async () => {
    const { posts } = renderView({ answers: [() => json(200, { booking: booking() })], aborted: true });
    expect(await screen.findByRole('heading', { name: 'Betalningen avbröts' })).toBeTruthy();
    expect(posts('/api/bookings/b-1/cancel')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeTruthy();
  });

  it('does not release a booking that was paid after all', async () => {
    const { posts } = renderView({
      answers: [() => json(200, { booking: booking({ status: 'booked', payment: payment('paid') }) })],
      aborted: true,
    });
    expect(await screen.findByRole('heading', { name: 'Betalningen är klar' })).toBeTruthy();
    expect(posts('/api/bookings/b-1/cancel')).toHaveLength(0);
  });

  it('says what became of the money of a paid booking cancelled since', async () => {
    renderView({
      answers: [
        () =>
          json(200, {
            booking: booking({ status: 'cancelled', payment: { ...payment('paid'), refundedAmount: 300 } }),
          }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Bokningen är avbokad' })).toBeTruthy();
    expect(plain(screen.getByTestId('booking-payment').textContent)).toBe('Återbetald 300 kr');
  });

  it('says so when the booking is not the customer’s', async () => {
    renderView({
      answers: [() => json(404, { error: { code: 'not_found', message: 'Bokningen kunde inte hittas' } })],
    });
    expect(await screen.findByRole('heading', { name: 'Bokningen kunde inte hittas' })).toBeTruthy();
  });
});

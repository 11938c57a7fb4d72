// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInZone, zonedWallClockToInstant } from '~/shared/dates';
import {
  ADMIN_CALENDAR_ERRORS,
  CHOOSE_CUSTOMER_MESSAGE,
  type SlotCheck,
} from '~/shared/schemas/admin-calendar';
import { NewBookingDialog, type NewBookingDefaults } from './new-booking-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SERVICE = { id: '00000000-0000-4000-8000-000000000001', name: 'Damklippning' };

function renderForm(
  defaults: NewBookingDefaults = { date: '2026-12-01', startTime: '10:00', staffId: null },
  clockSkewMs = 0,
) {
  // Nothing may reach the server while the form is invalid.
  const fetchMock = vi.fn(() => Promise.reject(new Error('no server in component tests')));
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewBookingDialog
        defaults={defaults}
        services={[SERVICE]}
        staff={[]}
        onClose={onClose}
        clockSkewMs={clockSkewMs}
      />
    </QueryClientProvider>,
  );
  return { fetchMock, onClose, dialog: screen.getByRole('dialog', { name: 'Ny bokning' }) };
}

describe('NewBookingForm', () => {
  it("asks to choose an existing customer ('Välj en kund i listan')", async () => {
    const user = userEvent.setup();
    const { dialog, fetchMock } = renderForm();
    await user.click(within(dialog).getByRole('button', { name: 'Boka' }));

    const search = within(dialog).getByLabelText('Sök kund (namn, e-post eller telefon)');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CHOOSE_CUSTOMER_MESSAGE);
    expect(search.getAttribute('aria-invalid')).toBe('true');
    expect(search.getAttribute('aria-describedby')).toBe('nb-customer-error');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("words a new customer's name and e-mail errors under their fields", async () => {
    const user = userEvent.setup();
    const { dialog, fetchMock } = renderForm();
    await user.click(within(dialog).getByRole('radio', { name: 'Ny kund' }));
    await user.type(within(dialog).getByLabelText('E-post (valfritt)'), 'inte-en-adress');
    await user.click(within(dialog).getByRole('button', { name: 'Boka' }));

    const alerts = (await within(dialog).findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual([ADMIN_CALENDAR_ERRORS.customerName, ADMIN_CALENDAR_ERRORS.customerEmail]);
    expect(within(dialog).getByLabelText('Namn').getAttribute('aria-describedby')).toBe(
      'nb-customer-name-error',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('words an impossible date and a missing time with the server schema', async () => {
    const user = userEvent.setup();
    const { dialog } = renderForm({ date: '2026-02-30', startTime: '', staffId: null });
    await user.click(within(dialog).getByRole('radio', { name: 'Ny kund' }));
    await user.type(within(dialog).getByLabelText('Namn'), 'Eva Ek');
    await user.click(within(dialog).getByRole('button', { name: 'Boka' }));

    const alerts = (await within(dialog).findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual(['Ogiltigt datum', 'Ange tid som HH:MM']);
  });

  it("opens today at the next quarter hour by the server's clock, a clicked time as it is", async () => {
    const today = todayInZone(new Date());
    // The server's clock says 13:50 today (Stockholm), whatever the browser's says.
    const skew = zonedWallClockToInstant(today, '13:50').getTime() + 20_000 - Date.now();
    const { dialog } = renderForm({ date: today, startTime: null, staffId: null }, skew);
    expect((within(dialog).getByLabelText('Starttid') as HTMLInputElement).value).toBe('14:00');
    cleanup();
    const other = renderForm({ date: '2026-12-01', startTime: null, staffId: null }, skew);
    expect((within(other.dialog).getByLabelText('Starttid') as HTMLInputElement).value).toBe('09:00');
    cleanup();
    const clicked = renderForm({ date: today, startTime: '10:30', staffId: null }, skew);
    expect((within(clicked.dialog).getByLabelText('Starttid') as HTMLInputElement).value).toBe('10:30');
  });

  it("shows why a time is refused, fills a suggested time, and books with 'Boka ändå'", async () => {
    const user = userEvent.setup();
    const refusal: SlotCheck = {
      free: false,
      reasons: [{ code: 'slot_outside_staff_hours', message: 'Utanför Elins arbetstid', overridable: true }],
      overridable: true,
      staffId: null,
      suggestions: ['10:30', '11:00'],
    };
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/bookings/check')) return Promise.resolve(json(refusal));
      if (init?.method === 'POST') return Promise.resolve(json({ booking: { id: 'b1' } }, 201));
      return Promise.reject(new Error(`unexpected ${url}`));
    });
    const onClose = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NewBookingDialog
          defaults={{ date: '2026-12-01', startTime: '18:00', staffId: null }}
          services={[SERVICE]}
          staff={[]}
          onClose={onClose}
        />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Ny bokning' });
    await user.click(within(dialog).getByRole('radio', { name: 'Ny kund' }));
    await user.type(within(dialog).getByLabelText('Namn'), 'Per Olsson');
    await user.click(within(dialog).getByRole('button', { name: 'Boka' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain('Utanför Elins arbetstid');
    // Nothing was booked: only the check was asked.
    expect(fetchMock.mock.calls.every(([, init]) => init?.method !== 'POST')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Ledigt 11:00' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Boka ändå' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      customer: { name: 'Per Olsson' },
      startTime: '18:00',
      override: true,
    });
  });

  it("a suggested time fills 'Starttid' and puts the refusal away", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              free: false,
              reasons: [{ code: 'slot_clash', message: 'Krockar med Maria Lind 13:00', overridable: false }],
              overridable: false,
              staffId: null,
              suggestions: ['12:00', '14:00'],
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
        ),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NewBookingDialog
          defaults={{ date: '2026-12-01', startTime: '13:30', staffId: null }}
          services={[SERVICE]}
          staff={[]}
          onClose={() => undefined}
        />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Ny bokning' });
    await user.click(within(dialog).getByRole('radio', { name: 'Ny kund' }));
    await user.type(within(dialog).getByLabelText('Namn'), 'Eva Ek');
    await user.click(within(dialog).getByRole('button', { name: 'Boka' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Krockar med Maria Lind 13:00');
    // A clash cannot be booked anyway.
    expect(within(dialog).queryByRole('button', { name: 'Boka ändå' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Ledigt 14:00' }));
    expect((within(dialog).getByLabelText('Starttid') as HTMLInputElement).value).toBe('14:00');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

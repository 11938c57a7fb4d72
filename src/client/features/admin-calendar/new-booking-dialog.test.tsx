// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CALENDAR_ERRORS, CHOOSE_CUSTOMER_MESSAGE } from '~/shared/schemas/admin-calendar';
import { NewBookingDialog } from './new-booking-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SERVICE = { id: '00000000-0000-4000-8000-000000000001', name: 'Damklippning' };

function renderForm(defaults = { date: '2026-12-01', startTime: '10:00', staffId: null }) {
  // Nothing may reach the server while the form is invalid.
  const fetchMock = vi.fn(() => Promise.reject(new Error('no server in component tests')));
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewBookingDialog defaults={defaults} services={[SERVICE]} staff={[]} onClose={onClose} />
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
});

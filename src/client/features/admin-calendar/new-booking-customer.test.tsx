// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCustomer } from '~/shared/schemas/admin-customers';
import { NewBookingDialog } from './new-booking-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SERVICE = { id: '00000000-0000-4000-8000-000000000001', name: 'Damklippning' };
const PER: AdminCustomer = {
  id: '00000000-0000-4000-8000-0000000000aa',
  name: 'Per Olsson',
  email: '',
  phone: '+46703456789',
  createdAt: '2026-10-01T10:00:00.000Z',
  isFlagged: false,
  adminNotes: null,
  bookingsCount: 2,
  noShowCount: 0,
  lastBooking: '2026-11-01',
  hasActiveBooking: false,
  anonymized: false,
};

/** The form with a server that knows Per Olsson's number and nothing else; `asked` lists the lookups' queries. */
function renderForm() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      asked.push(url.search);
      const customer = url.searchParams.get('phone') === PER.phone ? PER : null;
      return Promise.resolve(Response.json({ customer }));
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewBookingDialog
        defaults={{ date: '2026-12-01', startTime: '10:00', staffId: null }}
        services={[SERVICE]}
        staff={[]}
        onClose={() => {}}
      />
    </QueryClientProvider>,
  );
  return { asked, dialog: screen.getByRole('dialog', { name: 'Ny bokning' }) };
}

describe("'Ny kund' with a number the salon already has", () => {
  it("offers 'Finns redan: Per Olsson, 070-345 67 89' and chooses that customer", async () => {
    const user = userEvent.setup();
    const { dialog, asked } = renderForm();
    await user.click(within(dialog).getByRole('radio', { name: 'Ny kund' }));
    await user.type(within(dialog).getByLabelText('Namn'), 'Per O');
    // An unfinished number is not asked about.
    await user.type(within(dialog).getByLabelText('Telefon (valfritt)'), '070-34');
    await new Promise((r) => setTimeout(r, 400));
    expect(asked).toEqual([]);
    await user.type(within(dialog).getByLabelText('Telefon (valfritt)'), '5 67 89');

    const offer = await within(dialog).findByText('Finns redan: Per Olsson, 070-345 67 89');
    expect(asked.at(-1)).toBe(`?phone=${encodeURIComponent('+46703456789')}`);
    await user.click(within(dialog).getByRole('button', { name: 'Använd befintlig kund' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: 'Befintlig kund' }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
    expect(within(dialog).getByText(/^Vald kund/).textContent).toBe('Vald kund: Per Olsson, 070-345 67 89');
    expect(offer.isConnected).toBe(false);
  });

  it('says nothing for a number nobody has', async () => {
    const user = userEvent.setup();
    const { dialog, asked } = renderForm();
    await user.click(within(dialog).getByRole('radio', { name: 'Ny kund' }));
    await user.type(within(dialog).getByLabelText('Telefon (valfritt)'), '070-999 99 99');
    await waitFor(() => expect(asked).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(within(dialog).queryByText(/Finns redan/)).toBeNull();
  });
});

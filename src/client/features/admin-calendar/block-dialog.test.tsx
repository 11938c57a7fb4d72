// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockDialog } from './block-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MARIA = {
  id: '00000000-0000-4000-8000-0000000000aa',
  name: 'Maria Lind',
  title: null,
  photoUrl: null,
  active: true,
  displayOrder: 0,
};

const COVERED = {
  id: '00000000-0000-4000-8000-0000000000bb',
  customerName: 'Karl Berg',
  serviceName: 'Klippning',
  startDate: '2030-01-10',
  startTime: '10:00',
  endTime: '11:00',
};

/**
 * The dialog on a future date, against a server that saves every block and finds one covered booking (10:00) in
 * a period that includes 10:00, none in others.
 */
function renderDialog() {
  const posted: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (method === 'POST') {
      posted.push(JSON.parse(input instanceof Request ? await input.text() : String(init?.body)));
      return json({ block: {}, cancelledBookings: [] }, 201);
    }
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const covers =
      (url.searchParams.get('startTime') ?? '') <= '10:00' &&
      (url.searchParams.get('endTime') ?? '') > '10:00';
    return json({ bookings: covers ? [COVERED] : [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BlockDialog open onOpenChange={onOpenChange} defaultDate="2030-01-10" staff={[MARIA]} />
    </QueryClientProvider>,
  );
  return { posted, onOpenChange, dialog: screen.getByRole('dialog', { name: 'Blockera tid' }) };
}

describe('BlockDialog', () => {
  it("sends a block of the whole salon by default ('Hela salongen')", async () => {
    const user = userEvent.setup();
    const { dialog, posted, onOpenChange } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Starttid'), { target: { value: '12:00' } });
    fireEvent.change(within(dialog).getByLabelText('Sluttid'), { target: { value: '13:00' } });
    expect((within(dialog).getByLabelText('Gäller') as HTMLSelectElement).value).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Blockera' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted).toEqual([expect.objectContaining({ date: '2030-01-10', staffId: null })]);
  });

  it("sends one member's block when 'Gäller' names them", async () => {
    const user = userEvent.setup();
    const { dialog, posted, onOpenChange } = renderDialog();
    await user.selectOptions(within(dialog).getByLabelText('Gäller'), MARIA.id);
    fireEvent.change(within(dialog).getByLabelText('Starttid'), { target: { value: '12:00' } });
    fireEvent.change(within(dialog).getByLabelText('Sluttid'), { target: { value: '13:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Blockera' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted).toEqual([expect.objectContaining({ staffId: MARIA.id })]);
  });

  it('sends at once after the times change, though the preview of the old times listed bookings', async () => {
    const user = userEvent.setup();
    const { dialog, posted, onOpenChange } = renderDialog();
    // The default 09:00–17:00 covers Karl's 10:00.
    expect(await within(dialog).findByText(/Karl Berg/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Starttid'), { target: { value: '12:00' } });
    fireEvent.change(within(dialog).getByLabelText('Sluttid'), { target: { value: '13:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Blockera' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted).toEqual([expect.objectContaining({ startTime: '12:00', endTime: '13:00' })]);
    expect(posted[0]).not.toHaveProperty('coveredBookingIds');
  });
});

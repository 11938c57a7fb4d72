// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddExceptionForm } from './add-exception-form';
import { exceptionStrings as x } from './strings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The form with the company's staff list empty, the preview (`GET …/covered`) answering `covered` and the add
 * endpoint answering `answer`. `sent()` is the bodies posted, `previews()` the preview queries asked.
 */
function renderForm(answer: () => Response, covered: unknown[] = []) {
  const fetch = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/api/admin/staff')) return Promise.resolve(json(200, []));
    if (url.includes('/covered')) return Promise.resolve(json(200, { bookings: covered }));
    return Promise.resolve(answer());
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddExceptionForm />
    </QueryClientProvider>,
  );
  const exceptionCalls = () =>
    fetch.mock.calls.filter(([input]) => String(input).includes('/api/admin/schedule-exceptions'));
  const sent = () =>
    exceptionCalls()
      .filter(([input]) => !String(input).includes('/covered'))
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  const previews = () =>
    exceptionCalls()
      .filter(([input]) => String(input).includes('/covered'))
      .map(([input]) => Object.fromEntries(new URL(String(input), 'http://x').searchParams));
  return { sent, previews };
}

describe('AddExceptionForm', () => {
  it('moves the end with a later start and sends special hours with the note', async () => {
    const user = userEvent.setup();
    const { sent } = renderForm(() => json(201, { exception: {}, cancelledBookings: [] }));
    const from = screen.getByLabelText(x.from);
    await user.clear(from);
    await user.type(from, '2030-05-10');
    expect(screen.getByLabelText(x.to)).toHaveProperty('value', '2030-05-10');
    await user.selectOptions(screen.getByLabelText(x.kind), 'hours');
    const opens = screen.getByLabelText(x.opens);
    await user.clear(opens);
    await user.type(opens, '11:00');
    await user.type(screen.getByLabelText(x.note), 'Kurs');
    await user.click(screen.getByRole('button', { name: x.add }));

    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toEqual({
      staffId: null,
      startDate: '2030-05-10',
      endDate: '2030-05-10',
      kind: 'hours',
      intervals: [{ start: '11:00', end: '14:00' }],
      note: 'Kurs',
    });
    await waitFor(() => expect(screen.getByLabelText(x.note)).toHaveProperty('value', ''));
  });

  it("shows the server's refusal under the note and keeps what was entered", async () => {
    const user = userEvent.setup();
    renderForm(() => json(400, { error: { code: 'invalid_input', message: 'Datumet har redan passerat' } }));
    await user.type(screen.getByLabelText(x.note), 'Stängt för inventering');
    await user.click(screen.getByRole('button', { name: x.add }));
    expect(await screen.findByText('Datumet har redan passerat')).toBeTruthy();
    expect(screen.getByLabelText(x.note)).toHaveProperty('value', 'Stängt för inventering');
  });

  it('asks which bookings the exception covers before saving, lists them and sends the choice', async () => {
    const user = userEvent.setup();
    const booking = (id: string, startTime: string, customerName: string) => ({
      id,
      customerName,
      serviceName: 'Klippning',
      startDate: '2030-05-10',
      startTime,
      endTime: '11:00',
      staffName: 'Elin',
    });
    const { sent, previews } = renderForm(
      () => json(201, { exception: {}, cancelledBookings: [] }),
      [booking('b1', '10:00', 'Per Olsson'), booking('b2', '10:30', 'Eva Berg')],
    );
    const from = screen.getByLabelText(x.from);
    await user.clear(from);
    await user.type(from, '2030-05-10');
    await user.click(screen.getByRole('button', { name: x.add }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Undantaget krockar med 2 bokningar:');
    expect(alert.textContent).toContain('Per Olsson');
    expect(previews()).toEqual([
      { staffId: '', startDate: '2030-05-10', endDate: '2030-05-10', kind: 'closed' },
    ]);
    expect(sent()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: x.keep }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ startDate: '2030-05-10', kind: 'closed', coveredBookings: 'keep' });
  });
});

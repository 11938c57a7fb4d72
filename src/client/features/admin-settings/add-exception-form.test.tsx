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

/** The form with the company's staff list empty and the add endpoint answering `answer`. */
function renderForm(answer: () => Response) {
  const fetch = vi.fn((input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(String(input).includes('/api/admin/staff') ? json(200, []) : answer()),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddExceptionForm />
    </QueryClientProvider>,
  );
  const sent = () =>
    fetch.mock.calls
      .filter(([input]) => String(input).includes('/api/admin/schedule-exceptions'))
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { sent };
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
});

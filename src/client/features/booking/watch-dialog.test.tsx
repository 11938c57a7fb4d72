// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WATCH_ERRORS } from '~/shared/schemas/watches';
import { WatchDialog, type WatchSubject } from './watch-dialog';
import { w } from './watch-strings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const COMPANY = '11111111-1111-4111-8111-111111111111';
const SERVICE = '22222222-2222-4222-8222-222222222222';
const STAFF = '33333333-3333-4333-8333-333333333333';
const USER = { id: 'user-1', email: 'kund@example.se', name: 'Kund Kundsson' };

/**
 * The dialog opened on the week 2030-05-06–12 with 'today' 2030-05-01, `/api/me` answering `user` and the create
 * endpoint `answer`. `sent()` is the bodies posted; `closed` the onOpenChange spy.
 */
function renderDialog({
  user = USER as typeof USER | null,
  answer = () => json(201, { watch: {} }),
  subject = { companyId: COMPANY, serviceId: SERVICE, serviceName: 'Klippning', staff: null } as WatchSubject,
} = {}) {
  const fetch = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/api/me')) return Promise.resolve(json(200, { user }));
    if (url.includes('/api/me/watches')) return Promise.resolve(answer());
    return Promise.resolve(json(404, {}));
  });
  vi.stubGlobal('fetch', fetch);
  const onOpenChange = vi.fn();
  render(
    <MemoryRouter initialEntries={['/booking/salong?steg=tid&tjanst=x']}>
      <QueryClientProvider client={new QueryClient()}>
        <WatchDialog
          open
          onOpenChange={onOpenChange}
          subject={subject}
          today="2030-05-01"
          defaultFrom="2030-05-08"
          defaultTo="2030-05-12"
        />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  const sent = () =>
    fetch.mock.calls
      .filter(([input, init]) => String(input).includes('/api/me/watches') && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { sent, onOpenChange };
}

async function setDate(label: string, value: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
}

describe('WatchDialog', () => {
  it('opens with the step’s choice and dates, and sends them with a time window', async () => {
    const user = userEvent.setup();
    const { sent, onOpenChange } = renderDialog({
      subject: {
        companyId: COMPANY,
        serviceId: SERVICE,
        serviceName: 'Klippning',
        staff: { id: STAFF, name: 'Elin' },
      },
    });
    expect((await screen.findByTestId('watch-subject')).textContent).toBe(`${w.watching}: Klippning · Elin`);
    expect(screen.getByLabelText(w.fromDate)).toHaveProperty('value', '2030-05-08');
    expect(screen.getByLabelText(w.toDate)).toHaveProperty('value', '2030-05-12');
    expect(screen.getByLabelText(w.fromDate).getAttribute('min')).toBe('2030-05-01');
    expect(screen.getByLabelText(w.toDate).getAttribute('max')).toBe('2030-06-07');
    expect(screen.queryByLabelText(w.fromTime)).toBeNull();

    await user.click(screen.getByLabelText(w.onlySomeTimes));
    await user.selectOptions(screen.getByLabelText(w.fromTime), '10:00');
    await user.selectOptions(screen.getByLabelText(w.toTime), '14:30');
    await user.click(screen.getByRole('button', { name: w.submit }));

    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toEqual({
      companyId: COMPANY,
      serviceIds: [SERVICE],
      staffId: STAFF,
      fromDate: '2030-05-08',
      toDate: '2030-05-12',
      fromTime: '10:00',
      toTime: '14:30',
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('sends the whole day and no staff member for "Valfri personal"', async () => {
    const user = userEvent.setup();
    const { sent } = renderDialog();
    expect((await screen.findByTestId('watch-subject')).textContent).toBe(
      `${w.watching}: Klippning · ${w.anyStaff}`,
    );
    await user.click(screen.getByRole('button', { name: w.submit }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ staffId: null, fromTime: null, toTime: null });
  });

  it('keeps to 30 days and a window in order, as the server does', async () => {
    const user = userEvent.setup();
    const { sent } = renderDialog();
    await screen.findByTestId('watch-subject');
    // A later start moves the end with it, and pulls it within the limit.
    await setDate(w.toDate, '2030-06-07');
    await setDate(w.fromDate, '2030-06-20');
    expect(screen.getByLabelText(w.toDate)).toHaveProperty('value', '2030-06-20');
    await setDate(w.fromDate, '2030-05-08');
    await setDate(w.toDate, '2030-06-08');
    await user.click(screen.getByLabelText(w.onlySomeTimes));
    await user.selectOptions(screen.getByLabelText(w.fromTime), '12:00');
    await user.selectOptions(screen.getByLabelText(w.toTime), '10:00');
    await user.click(screen.getByRole('button', { name: w.submit }));

    expect(await screen.findByText(WATCH_ERRORS.rangeTooLong)).toBeTruthy();
    expect(screen.getByText(WATCH_ERRORS.windowOrder)).toBeTruthy();
    expect(screen.getByLabelText(w.toDate).getAttribute('aria-invalid')).toBe('true');

    // 30 days exactly and an ordered window go through.
    await setDate(w.toDate, '2030-06-07');
    await user.selectOptions(screen.getByLabelText(w.toTime), '12:30');
    await user.click(screen.getByRole('button', { name: w.submit }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ fromDate: '2030-05-08', toDate: '2030-06-07', fromTime: '12:00' });
  });

  it("shows the server's refusal in the dialog and stays open", async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog({
      answer: () => json(409, { error: { code: 'too_many_watches', message: WATCH_ERRORS.tooMany } }),
    });
    await user.click(await screen.findByRole('button', { name: w.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(WATCH_ERRORS.tooMany);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('offers a guest signing in that returns to this step', async () => {
    renderDialog({ user: null });
    expect(await screen.findByRole('heading', { name: w.guestTitle })).toBeTruthy();
    const link = screen.getByRole('link', { name: w.signIn });
    const href = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/auth');
    expect(href.searchParams.get('redirect')).toBe('/booking/salong?steg=tid&tjanst=x');
    expect(screen.queryByLabelText(w.fromDate)).toBeNull();
  });
});

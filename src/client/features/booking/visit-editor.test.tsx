// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicService } from '~/shared/schemas/company';
import { ON_SITE } from '~/shared/schemas/payments';
import type { PublicStaff } from '~/shared/schemas/staff';
import { BookingSummary } from './booking-summary';
import { addableServices, VisitEditor } from './visit-editor';
import { v } from './visit-strings';
import { WeekCalendar } from './week-calendar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const service = (id: string, name: string, durationMinutes: number, price: number, priceFrom = false) =>
  ({
    id,
    name,
    description: null,
    price,
    durationMinutes,
    category: null,
    priceFrom,
    payment: ON_SITE,
  }) satisfies PublicService;

const CUT = service('s-cut', 'Damklippning', 60, 650);
const COLOUR = service('s-colour', 'Färgning', 75, 1000);
const WASH = service('s-wash', 'Tvätt', 15, 100);
const BEARD = service('s-beard', 'Skäggtrim', 20, 200, true);
const BROWS = service('s-brows', 'Bryn', 15, 150);
const ALL = [CUT, COLOUR, WASH, BEARD, BROWS];

const member = (id: string, name: string, serviceIds: string[]) =>
  ({
    id,
    name,
    title: null,
    photoUrl: null,
    photo: null,
    presentation: null,
    serviceIds,
  }) satisfies PublicStaff;
const ANNA = member('m-anna', 'Anna', ['s-cut', 's-colour', 's-wash']);
const BO = member('m-bo', 'Bo', ['s-cut', 's-beard']);

/** Text with the non-breaking spaces of sv-SE number formatting as plain ones. */
const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0/g, ' ');

describe('addableServices', () => {
  it('offers services not chosen yet that some member performs with all chosen ones', () => {
    expect(addableServices(ALL, [CUT], [ANNA, BO]).map((s) => s.id)).toEqual([
      's-colour',
      's-wash',
      's-beard',
    ]);
    expect(addableServices(ALL, [CUT, COLOUR], [ANNA, BO]).map((s) => s.id)).toEqual(['s-wash']);
    // Without staff the company performs everything.
    expect(addableServices(ALL, [CUT, COLOUR], []).map((s) => s.id)).toEqual([
      's-wash',
      's-beard',
      's-brows',
    ]);
  });
});

describe('VisitEditor', () => {
  it('adds a service with the labelled Lägg till tjänst list, in the chosen order', async () => {
    const onChange = vi.fn();
    render(<VisitEditor services={ALL} chosen={[CUT]} staff={[ANNA, BO]} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: v.addService });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => plain(o.textContent)),
    ).toEqual([
      v.addServicePlaceholder,
      'Färgning · 1 h 15 min · 1 000 kr',
      'Tvätt · 15 min · 100 kr',
      'Skäggtrim · 20 min · från 200 kr',
    ]);
    await userEvent.selectOptions(select, 's-colour');
    expect(onChange).toHaveBeenCalledWith(['s-cut', 's-colour']);
  });

  it('lists a visit of several services, each removable', async () => {
    const onChange = vi.fn();
    render(<VisitEditor services={ALL} chosen={[COLOUR, CUT]} staff={[]} onChange={onChange} />);
    const list = screen.getByRole('list', { name: v.visitServices });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('1. Färgning'), expect.stringContaining('2. Damklippning')]);
    await userEvent.click(screen.getByRole('button', { name: v.remove('Färgning') }));
    expect(onChange).toHaveBeenCalledWith(['s-cut']);
  });

  it('offers no more than four services', () => {
    render(<VisitEditor services={ALL} chosen={[CUT, COLOUR, WASH, BEARD]} staff={[]} onChange={vi.fn()} />);
    expect(screen.queryByRole('combobox', { name: v.addService })).toBeNull();
    expect(screen.getByText(v.maxReached(4))).toBeTruthy();
  });
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The time step of the visit Damklippning + Färgning at salon 'salong', week 2030-05-06 (the week is fetched). */
const renderTimeStep = (onVisitChange: (ids: string[]) => void) =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <WeekCalendar
          slug="salong"
          companyId="c1"
          service={CUT}
          visit={[CUT, COLOUR]}
          services={ALL}
          allStaff={[ANNA, BO]}
          onVisitChange={onVisitChange}
          staff={[ANNA]}
          staffId={null}
          onStaffChange={vi.fn()}
          week="2030-05-06"
          onWeekChange={vi.fn()}
          onPick={vi.fn()}
          onBack={vi.fn()}
        />
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe('the time step of a visit', () => {
  it('asks for the whole visit and shows its services, time (with the buffer between) and summed price', async () => {
    const week = {
      weekStart: '2030-05-06',
      weekNumber: 19,
      lastBookableDate: '2030-08-01',
      // 60 min + a 15 min buffer + 75 min: the server's length of the visit, and its slot is the whole visit.
      visitMinutes: 150,
      days: [
        {
          date: '2030-05-06',
          status: 'open',
          slots: [{ startTime: '10:00', endTime: '12:30', staffIds: ['m-anna'] }],
        },
      ],
    };
    const fetch = vi.fn((_input: RequestInfo | URL) => Promise.resolve(json(200, week)));
    vi.stubGlobal('fetch', fetch);
    const onVisitChange = vi.fn();
    renderTimeStep(onVisitChange);
    const choice = screen.getByTestId('booking-choice');
    await screen.findAllByRole('button', { name: /10:00/ });
    expect(plain(choice.textContent)).toBe(
      'Damklippning + Färgning · 2 h 30 min · 1 650 kr · Valfri personal',
    );
    const asked = fetch.mock.calls.map(([input]) => decodeURIComponent(String(input)));
    expect(
      asked.some((url) => url.includes('/availability?') && url.includes('serviceIds=s-cut,s-colour')),
    ).toBe(true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: v.addService }), 's-wash');
    expect(onVisitChange).toHaveBeenCalledWith(['s-cut', 's-colour', 's-wash']);
  });

  it('shows the visit time with the buffer in a week without a free start too', async () => {
    const week = {
      weekStart: '2030-05-06',
      weekNumber: 19,
      lastBookableDate: '2030-08-01',
      visitMinutes: 150,
      days: [{ date: '2030-05-06', status: 'full', slots: [] }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(200, week))),
    );
    const { container } = renderTimeStep(vi.fn());
    const choice = within(container).getByTestId('booking-choice');
    // Before the week has come: the summed durations; then the server's length, buffer included.
    await waitFor(() =>
      expect(plain(choice.textContent)).toBe(
        'Damklippning + Färgning · 2 h 30 min · 1 650 kr · Valfri personal',
      ),
    );
  });
});

describe('BookingSummary of a visit', () => {
  it('lists the services in order with the visit time and the summed från-price', () => {
    render(
      <BookingSummary
        service={CUT}
        visit={[CUT, BEARD]}
        slot={{ date: '2030-05-06', startTime: '10:00', endTime: '11:35' }}
        staff={null}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Damklippning + Skäggtrim' })).toBeTruthy();
    expect(screen.getByTestId('visit-services').textContent).toContain('2. Skäggtrim · 20 min');
    expect(screen.getByText('1 h 35 min')).toBeTruthy();
    expect(plain(screen.getByText(/från/).textContent)).toBe('från 850 kr');
  });
});

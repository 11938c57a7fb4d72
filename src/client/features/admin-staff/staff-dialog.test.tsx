// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WEEKLY_SCHEDULE, type WeeklySchedule } from '~/shared/schedule';
import { STAFF_NAME_MESSAGE } from '~/shared/schemas/staff';
import { StaffDialog } from './staff-dialog';

afterEach(cleanup);

const schedule = structuredClone(DEFAULT_WEEKLY_SCHEDULE) as WeeklySchedule;

function renderDialog() {
  const onSubmit = vi.fn(() => Promise.resolve());
  const onOpenChange = vi.fn();
  render(
    <StaffDialog
      open
      member={null}
      services={[]}
      companySchedule={schedule}
      onOpenChange={onOpenChange}
      onSubmit={onSubmit}
      onRemovePhoto={() => {}}
    />,
  );
  return { onSubmit, onOpenChange, dialog: screen.getByRole('dialog', { name: 'Lägg till person' }) };
}

describe('StaffDialog', () => {
  it("adds a second shift with 'Lägg till pass' without submitting the dialog", async () => {
    const user = userEvent.setup();
    const { onSubmit, onOpenChange, dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText('Namn *'), 'Anna');
    await user.click(within(dialog).getByLabelText('Egna arbetstider'));
    const monday = within(dialog).getByTestId('day-monday');
    await user.click(within(monday).getByRole('button', { name: 'Lägg till pass' }));

    expect(within(monday).getByLabelText('Måndag, pass 2, start')).toHaveProperty('value', '18:00');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows the name error on submit and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(STAFF_NAME_MESSAGE);
    expect(within(dialog).getByLabelText('Namn *').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the body with own hours and two shifts, then closes', async () => {
    const user = userEvent.setup();
    const { onSubmit, onOpenChange, dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText('Namn *'), 'Anna');
    await user.click(within(dialog).getByLabelText('Egna arbetstider'));
    const monday = within(dialog).getByTestId('day-monday');
    await user.click(within(monday).getByRole('button', { name: 'Lägg till pass' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [input, photo] = onSubmit.mock.calls[0] as unknown as [
      { name: string; weeklySchedule: WeeklySchedule },
      File | undefined,
    ];
    expect(input.name).toBe('Anna');
    expect(input.weeklySchedule.monday.intervals).toEqual([
      { start: '09:00', end: '17:00' },
      { start: '18:00', end: '19:00' },
    ]);
    expect(photo).toBeUndefined();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

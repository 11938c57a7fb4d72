// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteAccountDialog } from './delete-account-dialog';
import { t } from './strings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(fetch: typeof globalThis.fetch) {
  vi.stubGlobal('fetch', vi.fn(fetch));
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <DeleteAccountDialog open onOpenChange={() => {}} email="anna@example.se" />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return within(screen.getByRole('dialog', { name: t.deleteTitle }));
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('DeleteAccountDialog', () => {
  it('asks for the password or the code before sending anything', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog(() => json(204, {}));
    await user.click(dialog.getByRole('button', { name: t.deleteConfirm }));
    expect((await dialog.findByRole('alert')).textContent).toBe(t.confirmMissing);

    await user.click(dialog.getByText(t.withCode));
    expect(dialog.queryByRole('alert')).toBeNull();
    await user.click(dialog.getByRole('button', { name: t.deleteConfirm }));
    expect((await dialog.findByRole('alert')).textContent).toBe(t.confirmMissing);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it("sends the password and shows the server's Swedish refusal under the form", async () => {
    const user = userEvent.setup();
    const dialog = renderDialog(() =>
      json(400, { error: { code: 'invalid_input', message: 'Fel lösenord.' } }),
    );
    await user.type(dialog.getByLabelText(t.password), 'Fel-losen-1');
    await user.click(dialog.getByRole('button', { name: t.deleteConfirm }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Fel lösenord.');
    const [, init] = vi.mocked(globalThis.fetch).mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'Fel-losen-1' });
  });
});

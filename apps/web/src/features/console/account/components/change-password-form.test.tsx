import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/console/messages';
import { renderAtRoute } from '@/test/render';
import { ChangePasswordForm } from './change-password-form';

const t = messages.console.account;

afterEach(() => vi.restoreAllMocks());

describe('the change-password form', () => {
  it('refuses a new password under 10 characters with the catalog message, sending nothing', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const onFailed = vi.fn();
    renderAtRoute(
      <QueryClientProvider client={new QueryClient()}>
        <ChangePasswordForm onSaved={vi.fn()} onFailed={onFailed} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText(new RegExp(`^${t.oldPassword}`), { selector: 'input' }), 'the current phrase');
    await userEvent.type(screen.getByLabelText(new RegExp(`^${t.newPassword}`), { selector: 'input' }), 'k7#Vq!m2Z');
    await userEvent.type(screen.getByLabelText(new RegExp(`^${t.confirmPassword}`), { selector: 'input' }), 'k7#Vq!m2Z');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(messages.password.tooShort)).toBeInTheDocument();
    expect(messages.password.tooShort).toMatch(/10/);
    expect(sent).not.toHaveBeenCalled();
    expect(onFailed).not.toHaveBeenCalled();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/console/messages';
import { renderAtRoute } from '@/test/render';
import { ResetPasswordPage } from './reset-password-page';

const t = messages.publicWeb.reset;

afterEach(() => vi.restoreAllMocks());

describe('the password reset page', () => {
  it('refuses a password under 10 characters with the catalog message, sending nothing', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    renderAtRoute(
      <QueryClientProvider client={new QueryClient()}>
        <ResetPasswordPage />
      </QueryClientProvider>,
      '/?email=a-reset-token',
    );
    await userEvent.type(screen.getByLabelText(new RegExp(`^${t.password}`), { selector: 'input' }), 'k7#Vq!m2Z');
    await userEvent.type(screen.getByLabelText(new RegExp(`^${t.confirm}`), { selector: 'input' }), 'k7#Vq!m2Z');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(messages.password.tooShort)).toBeInTheDocument();
    expect(messages.password.tooShort).toMatch(/10/);
    expect(sent).not.toHaveBeenCalled();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@souq/contract/messages';
import { supportTextsLoader } from '@/i18n/members/support';
import { renderForMembers, startMembersLanguage } from '@/test/members';
import { NewTicketPage } from './new-ticket-page';

function showForm() {
  return renderForMembers(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <NewTicketPage />
    </QueryClientProvider>,
  );
}

// Mantine's growing textarea listens for web fonts loading; jsdom has no document.fonts.
const fonts = { addEventListener: () => undefined, removeEventListener: () => undefined };

const raise = () => userEvent.click(screen.getByRole('button', { name: 'Raise the ticket' }));

describe('raising a ticket', () => {
  beforeEach(async () => {
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    await startMembersLanguage('en');
    await supportTextsLoader();
  });
  afterEach(() => vi.restoreAllMocks());

  it("checks with the contract's rules and messages, on each field, before sending anything", async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    showForm();
    await raise();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([messages.support.titleRequired, messages.support.descriptionRequired]),
    );
    expect(sent).not.toHaveBeenCalled();
  });

  it("puts the server's field message on its field and says why, keeping what was typed", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: messages.generic.invalidInput, fields: { title: messages.support.titleTooLong } }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    showForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'My listing disappeared');
    await userEvent.type(screen.getByRole('textbox', { name: 'What happened?' }), 'It was there yesterday.');
    await raise();
    expect(await screen.findByText(messages.support.titleTooLong)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(messages.generic.invalidInput);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('My listing disappeared');
    expect(screen.getByRole('textbox', { name: 'What happened?' })).toHaveValue('It was there yesterday.');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillTemplate } from '@souq/contract/fill-template';
import type { SearchSynonym } from '@souq/contract/search-synonyms';
import { messages } from '@/i18n/console/messages';
import { renderAtRoute } from '@/test/render';
import { SynonymForm } from './synonym-form';

const t = messages.console.searchSynonyms;
const s = messages.searchSynonym;

afterEach(() => vi.restoreAllMocks());

function renderForm(group?: SearchSynonym) {
  const events = { onSaved: vi.fn(), onFailed: vi.fn(), onBack: vi.fn() };
  renderAtRoute(
    <QueryClientProvider client={new QueryClient()}>
      <SynonymForm group={group} {...events} />
    </QueryClientProvider>,
  );
  const input = screen.getByLabelText(new RegExp(`^${t.termsLabel}`), { selector: 'input' });
  return { events, input };
}

const termsShown = () =>
  within(screen.getByRole('list', { name: t.termsList }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('the synonym group form', () => {
  it('adds a term on Enter, shows each as written with a remove button, and what will be stored', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const { input } = renderForm();
    expect(input).toHaveAttribute('dir', 'auto');
    await userEvent.type(input, 'أيفون{Enter}');
    await userEvent.type(input, 'iPhone{Enter}');
    // Enter with a term typed adds it and sends nothing.
    expect(sent).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
    expect(termsShown()).toEqual(['أيفون', 'iPhone']);
    expect(screen.getByText(new RegExp(`^${t.storedAs}`))).toHaveTextContent('ايفون · iphone');

    await userEvent.click(screen.getByRole('button', { name: fillTemplate(t.removeTerm, { term: 'iPhone' }) }));
    expect(termsShown()).toEqual(['أيفون']);
  });

  it('refuses one term with the contract’s message, sending nothing', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const { input, events } = renderForm();
    await userEvent.type(input, 'camry{Enter}');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(s.tooFewTerms);
    expect(sent).not.toHaveBeenCalled();
    expect(events.onFailed).not.toHaveBeenCalled();
  });

  it('keeps a term typed but not yet added when Save is pressed, and sends the stored spellings', async () => {
    const sent = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer(201, { _id: 'a1b2', terms: ['camry', 'كامري'], createdAt: '2026-11-27T10:00:00.000Z', updatedAt: '2026-11-27T10:00:00.000Z' }));
    const { input, events } = renderForm();
    await userEvent.type(input, 'Camry{Enter}');
    await userEvent.type(input, 'كامرى');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(events.onSaved).toHaveBeenCalledWith(messages.generic.dataAdded));
    const [url, init] = sent.mock.calls[0] ?? [];
    expect(url).toBe('/api/search-synonyms');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ terms: ['camry', 'كامري'] });
  });

  it('edits a group through its own address, and shows another group’s claim on a term under the field', async () => {
    const taken = fillTemplate(s.termTaken, { term: 'toyota', terms: 'toyota, تويوتا' });
    const sent = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(409, { error: taken, fields: { terms: taken } }));
    const group = { _id: '3f1c2a9e-7b4d-4c8a-9e21-5d6f8a0b1c2d', terms: ['camry', 'كامري'], createdAt: new Date(), updatedAt: new Date() };
    const { input, events } = renderForm(group);
    expect(termsShown()).toEqual(['camry', 'كامري']);
    await userEvent.type(input, 'Toyota{Enter}');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    const [url, init] = sent.mock.calls[0] ?? [];
    expect(url).toBe(`/api/search-synonyms/${group._id}`);
    expect(init?.method).toBe('PUT');
    expect(events.onSaved).not.toHaveBeenCalled();
    expect(events.onFailed).not.toHaveBeenCalled();
  });
});

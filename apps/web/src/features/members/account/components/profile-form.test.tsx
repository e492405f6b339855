import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myAccount } from '@/test/my-account';
import { renderForMembers, startMembersLanguage } from '@/test/members';
import { ProfileForm } from './profile-form';

const account = myAccount();

/** Answers PATCH /api/v1/me with the account changed as asked, and keeps each body sent. */
function serverSaving() {
  const bodies: Record<string, unknown>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    bodies.push(body);
    return new Response(JSON.stringify({ ...account, ...body }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return bodies;
}

function showForm() {
  return renderForMembers(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ProfileForm account={account} />
    </QueryClientProvider>,
  );
}

describe('the profile form', () => {
  beforeEach(async () => {
    await startMembersLanguage('en');
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends the phone when only the phone changed, Arabic-Indic digits as ASCII', async () => {
    const bodies = serverSaving();
    showForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '٥٥٥٥١٢٣٤');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ phone: '55551234' }]);
  });

  it('sends the gender when only the gender changed', async () => {
    const bodies = serverSaving();
    showForm();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'female');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ gender: 'female' }]);
  });

  it('sends each changed field together, and nothing it did not change', async () => {
    const bodies = serverSaving();
    showForm();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Mona Saleh');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'female');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '+965 5555 1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ name: 'Mona Saleh', gender: 'female', phone: '+965 5555 1234' });
  });

  it('says nothing changed, and sends nothing, when nothing was changed', async () => {
    const bodies = serverSaving();
    showForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing has changed: there is nothing to save.')).toBeInTheDocument();
    expect(screen.queryByText('Your profile is saved.')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});

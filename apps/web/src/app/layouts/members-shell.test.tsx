import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { clearMemberSession, resetMemberSessionCache, saveMemberSession } from '@/lib/members/session';
import { readableColors, theme } from '@/app/theme';
import { startMembersLanguage } from '@/test/members';
import { MembersShell } from './members-shell';

const member = { _id: 'member-1', name: 'Bana', email: 'bana@souq.test', role: 'user' as const, photo: null, token: 'member.token' };

/** The shell at `path`, with each screen standing in as its path's name, and the log-in page apart. */
function openShell(path: string) {
  const screenAt = (name: string) => ({ path: name, element: <p>screen {name}</p> });
  const router = createMemoryRouter(
    [
      { path: '/app/login', element: <p>log-in page</p> },
      { path: '/app', element: <MembersShell />, children: ['classifieds', 'classifieds/:id', 'chat', 'sell', 'profile'].map(screenAt) },
    ],
    { initialEntries: [path] },
  );
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={readableColors}>
      <DirectionProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </DirectionProvider>
    </MantineProvider>,
  );
}

describe('the members’ shell for a visitor', () => {
  beforeAll(async () => {
    await startMembersLanguage('en');
  });
  afterEach(() => {
    clearMemberSession();
    resetMemberSessionCache();
  });

  it('shows what a visitor may browse, with Log in and Join in the header', async () => {
    openShell('/app/classifieds/listing-1');
    expect(await screen.findByText('screen classifieds/:id')).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(header.querySelector('a[href="/app/login"]')).toHaveTextContent('Log in');
    expect(header.querySelector('a[href="/app/register"]')).toHaveTextContent('Join');
  });

  it.each([
    ['/app/chat', 'Join Souq or log in to see this'],
    ['/app/sell', 'Join Souq to sell'],
  ])('asks a visitor to join in place of %s, without leaving it', async (path, title) => {
    openShell(path);
    expect(await screen.findByRole('heading', { name: title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(/^screen /)).not.toBeInTheDocument();
    expect(screen.queryByText('log-in page')).not.toBeInTheDocument();
  });

  it('sends a session that just ended to the log-in page, which says why', async () => {
    saveMemberSession(member);
    clearMemberSession('signedOut');
    openShell('/app/profile');
    expect(await screen.findByText('log-in page')).toBeInTheDocument();
  });

  it('shows a member every place, with no Log in', async () => {
    saveMemberSession(member);
    openShell('/app/chat');
    expect(await screen.findByText('screen chat')).toBeInTheDocument();
    expect(screen.getByRole('banner').querySelector('a[href="/app/login"]')).toBeNull();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as membersApi from '@/lib/members/api';
import { renderForMembers, startMembersLanguage } from '@/test/members';
import { socialEn } from '@/i18n/members/social.en';
import { socialTextsLoader } from '@/i18n/members/social';
import { loadAccountRoutes } from '../route-specs';
import { PeopleResults } from './people-results';

beforeAll(async () => {
  await startMembersLanguage('en');
  await socialTextsLoader();
  await loadAccountRoutes();
});
afterEach(() => vi.restoreAllMocks());

const render = () =>
  renderForMembers(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PeopleResults q="احمد" />
    </QueryClientProvider>,
  );

describe('PeopleResults', () => {
  it('lists the people found, each name in its own direction and linking to the profile, and follows from the row', async () => {
    const call = vi.spyOn(membersApi, 'callMemberRoute').mockImplementation(async (spec) => {
      if (spec.path === '/api/v1/users') return { users: [{ _id: 'u1', name: 'أحمد محمد', photo: null, followedByMe: false }], nextCursor: null };
      return { followedByMe: true };
    });
    const user = userEvent.setup();
    render();
    const link = await screen.findByRole('link', { name: 'أحمد محمد' });
    expect(link).toHaveAttribute('dir', 'auto');
    expect(link.getAttribute('href')).toContain('/app/members/u1');
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/v1/users' }), expect.objectContaining({ q: 'احمد' }), expect.anything());

    await user.click(screen.getByRole('button', { name: 'Follow أحمد محمد' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/v1/users/:id/follow', method: 'POST' }), undefined, { params: { id: 'u1' } }),
    );
    const following = await screen.findByRole('button', { name: 'Unfollow أحمد محمد' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when nobody is found', async () => {
    vi.spyOn(membersApi, 'callMemberRoute').mockResolvedValue({ users: [], nextCursor: null });
    render();
    expect(await screen.findByText(socialEn.explore.noPeople.replace('{{q}}', 'احمد'))).toBeInTheDocument();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@souq/contract/users';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@/i18n/console/messages';
import { formatDateTime } from '@/lib/dates';
import { renderAtRoute } from '@/test/render';
import { UserDetail } from './user-detail';

afterEach(() => vi.unstubAllGlobals());

const member: User = {
  _id: '0190d7a8-0000-7000-8000-000000000001',
  name: 'Mona Saleh',
  photo: null,
  email: 'mona@example.test',
  gender: 'female',
  phone: '+96550001234',
  phoneVerifiedAt: new Date('2026-11-20T08:30:00.000Z'),
  country: null,
  active: true,
  status: 'active',
  blocked: false,
  role: 'user',
  createdAt: new Date('2026-01-02T00:00:00.000Z'),
};

function showUser(user: User) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    const body = url.includes('/api/user/get-user-by-id') ? user : { posts: [], isNext: false };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  renderAtRoute(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UserDetail userId={user._id} onClose={() => undefined} onViewPost={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('UserDetail', () => {
  it('says when the member confirmed their phone by a texted code', async () => {
    showUser(member);
    const t = messages.console.users;
    expect(await screen.findByText(fillTemplate(t.phoneVerified, { date: formatDateTime(member.phoneVerifiedAt!) }))).toBeTruthy();
    expect(screen.queryByText(t.phoneUnverified)).toBeNull();
  });

  it('marks a phone that was never confirmed, which buyers are never shown', async () => {
    showUser({ ...member, phoneVerifiedAt: null });
    expect(await screen.findByText(messages.console.users.phoneUnverified)).toBeTruthy();
  });
});

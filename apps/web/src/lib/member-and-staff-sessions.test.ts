import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMemberProfileRoute, getMyAccountRoute, updateMyAccountRoute } from '@souq/contract/members-account';
import { messages } from '@/i18n/console/messages';
import { startMembersLanguage } from '@/test/members';
import { myAccount } from '@/test/my-account';
import { errorText } from './api-client';
import { callMemberRoute } from './members/api';
import {
  clearMemberSession,
  getMemberSession,
  MEMBER_SESSION_STORAGE_KEY,
  resetMemberSessionCache,
  saveMemberSession,
  takeMemberNotice,
} from './members/session';
import { clearSession, getSession, saveSession } from './console/session';

const staff = { _id: 's1', name: 'Ops', email: 'ops@souq.test', role: 'admin' as const, photo: null, token: 'staff.token' };
const member = { _id: 'm1', name: 'Mona', email: 'mona@souq.test', role: 'user' as const, photo: null, token: 'member.token' };
const account = myAccount({ _id: 'm1', email: 'mona@souq.test' });

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}
const sent = (mock: ReturnType<typeof answer>) => {
  const [url, init] = mock.mock.calls[0] as unknown as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
};

beforeEach(async () => {
  await startMembersLanguage('en');
  saveSession(staff);
  saveMemberSession(member);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  clearMemberSession();
  takeMemberNotice();
});

describe('the members’ API client', () => {
  it('keeps the member’s login apart from the staff console’s', () => {
    expect(window.localStorage.getItem(MEMBER_SESSION_STORAGE_KEY)).toContain('member.token');
    expect(getSession()?.token).toBe('staff.token');
    expect(getMemberSession()?.token).toBe('member.token');
  });

  it('sends the member’s token and the reader’s language', async () => {
    const fetchMock = answer(200, account);
    vi.stubGlobal('fetch', fetchMock);
    await expect(callMemberRoute(getMyAccountRoute, undefined)).resolves.toMatchObject({ name: 'Mona' });
    expect(sent(fetchMock).headers.Authorization).toBe('Bearer member.token');
    expect(sent(fetchMock).headers['Accept-Language']).toBe('en');

    await startMembersLanguage('ar');
    const again = answer(200, account);
    vi.stubGlobal('fetch', again);
    await callMemberRoute(getMyAccountRoute, undefined);
    expect(sent(again).headers['Accept-Language']).toBe('ar');
  });

  it('fills the path’s :id and sends PATCH bodies as JSON', async () => {
    const profile = answer(200, {
      ...account,
      createdAt: account.createdAt,
      followedByMe: false,
      blockedByMe: false,
      emailVerified: true,
      listings: 0,
      replies: null,
    });
    vi.stubGlobal('fetch', profile);
    await callMemberRoute(getMemberProfileRoute, undefined, { params: { id: 'a b/c' } });
    expect(sent(profile).url).toBe('/api/v1/users/a%20b%2Fc');

    const patch = answer(200, account);
    vi.stubGlobal('fetch', patch);
    await callMemberRoute(updateMyAccountRoute, { name: 'Mona' });
    expect(sent(patch).init.method).toBe('PATCH');
    expect(sent(patch).init.body).toBe('{"name":"Mona"}');
  });

  it('a 401 ends the member’s session only, and the login page is told why', async () => {
    vi.stubGlobal('fetch', answer(401, { error: 'jwt expired' }));
    const failure = await callMemberRoute(getMyAccountRoute, undefined).catch((error: unknown) => error);
    expect(errorText(failure)).toBe(messages.session.notAuthorized);
    expect(getMemberSession()).toBeNull();
    expect(takeMemberNotice()).toBe('expired');
    expect(getSession()?.token).toBe('staff.token');
  });

  it('does not take a stored staff login for a member’s', () => {
    window.localStorage.setItem(MEMBER_SESSION_STORAGE_KEY, JSON.stringify({ ...member, role: 'admin' }));
    resetMemberSessionCache();
    expect(getMemberSession()).toBeNull();
  });
});

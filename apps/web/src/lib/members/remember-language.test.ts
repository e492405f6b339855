import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateMyAccountRoute } from '@souq/contract/members-account';
import { LANGUAGE_ADDRESS, rememberLanguage } from './remember-language';
import { clearMemberSession, saveMemberSession } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  clearMemberSession();
});

describe("keeping the member's language on their account", () => {
  it('calls the contract route it stands for (read without zod on the first screen)', () => {
    expect(LANGUAGE_ADDRESS.method).toBe(updateMyAccountRoute.method);
    expect(LANGUAGE_ADDRESS.path).toBe(updateMyAccountRoute.path);
    expect([...LANGUAGE_ADDRESS.access]).toEqual([...updateMyAccountRoute.access]);
    expect(updateMyAccountRoute.body.safeParse({ language: 'ar' }).success).toBe(true);
  });

  it("sends a signed-in member's choice, and nothing for a visitor", async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    rememberLanguage('ar');
    expect(fetchMock).not.toHaveBeenCalled();

    saveMemberSession({ _id: 'member-1', name: 'Mona', email: 'mona@souq.test', role: 'user', photo: null, token: 'member-token' });
    rememberLanguage('ar');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/v1/me');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ language: 'ar' });
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer member-token');
  });

  it('never fails the switch when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    saveMemberSession({ _id: 'member-1', name: 'Mona', email: 'mona@souq.test', role: 'user', photo: null, token: 'member-token' });
    expect(() => rememberLanguage('en')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@souq/contract/constants';
import { LOGOUT_PATH } from '@souq/contract/login-check';
import { logout } from './logout';
import { getSession, saveSession } from './session';

const login = { _id: 'u1', name: 'Ops', email: 'ops@souq.test', role: 'admin' as const, photo: null, token: 'the-token' };

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('logout', () => {
  it('asks the server to revoke the token, then forgets the stored login', async () => {
    saveSession(login);
    const fetchMock = vi.fn(async () => {
      // The token is still stored while the server is asked: the call is made before forgetting.
      expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
      return new Response(JSON.stringify({ message: 'Signed out' }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await logout();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(LOGOUT_PATH);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer the-token');
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('forgets the login even when the server cannot be reached', async () => {
    saveSession(login);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await logout();
    expect(getSession()).toBeNull();
  });

  it('sends nothing when there is no login', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await logout();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

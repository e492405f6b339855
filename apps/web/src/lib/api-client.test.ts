import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCategoriesRoute } from '@souq/contract/categories';
import { totalCountsRoute } from '@souq/contract/dashboard';
import { messages } from '@/i18n/console/messages';
import { ApiError, callRoute, errorText } from './api-client';
import { clearSession, getSession, saveSession, takeNotice } from './console/session';

const staff = { _id: 'u1', name: 'Ops', email: 'ops@souq.test', role: 'admin' as const, photo: null, token: 'the.token' };

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  takeNotice();
});

describe('callRoute', () => {
  it('sends the bearer token and the query, and parses the answer with the contract', async () => {
    saveSession(staff);
    const fetchMock = answer(200, { categories: [] });
    vi.stubGlobal('fetch', fetchMock);
    await expect(callRoute(getCategoriesRoute, { textSearch: 'car' })).resolves.toEqual({ categories: [] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/category/get-categories?textSearch=car');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer the.token');
  });

  it("ends the session on a 401 with 'Not authorized, login again'", async () => {
    saveSession(staff);
    vi.stubGlobal('fetch', answer(401, { error: 'jwt expired' }));
    const failure = await callRoute(totalCountsRoute, { dateType: 'ALLTIME' }).catch((error: unknown) => error);
    expect(errorText(failure)).toBe(messages.session.notAuthorized);
    expect(getSession()).toBeNull();
    expect(takeNotice()).toBe(messages.session.notAuthorized);
  });

  it("shows the server's error text, else 'some thing went wrong'", async () => {
    saveSession(staff);
    vi.stubGlobal('fetch', answer(409, { error: messages.category.inUse }));
    const inUse = await callRoute(getCategoriesRoute, {}).catch((error: unknown) => error);
    expect(inUse).toBeInstanceOf(ApiError);
    expect(errorText(inUse)).toBe(messages.category.inUse);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    expect(errorText(await callRoute(getCategoriesRoute, {}).catch((error: unknown) => error))).toBe(messages.generic.somethingWentWrong);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(errorText(await callRoute(getCategoriesRoute, {}).catch((error: unknown) => error))).toBe(messages.generic.somethingWentWrong);
    expect(getSession()).not.toBeNull();
  });
});

import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { EARLY_FEED } from '@/lib/members/early-feed-address';
import { noteAnswer, useSavedCopyTime } from '@/lib/members/saved-copies';
import { SAVED_AT_HEADER } from '@/lib/members/saved-copies-policy';
import { earlyFeedPath } from '@/lib/members/early-feed';
import { resetMemberSessionCache, saveMemberSession } from '@/lib/members/session';
import { memberPost } from '@/test/member-post';
import { feedQuery } from './api';

const member = { _id: 'm1', name: 'Mona', email: 'mona@souq.test', role: 'user' as const, photo: null, token: 'member.token' };
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const page = (id: string) => ({ posts: [memberPost(id)], nextCursor: null });
/** What index.html's inline script leaves on window when it asked for the feed. */
const earlyCall = (response: Response, token = member.token) => {
  window[EARLY_FEED.property] = { path: earlyFeedPath(), token, language: 'en', answer: Promise.resolve(response) };
};
const firstPage = async () => (await new QueryClient().fetchInfiniteQuery(feedQuery())).pages[0];

beforeEach(() => {
  resetMemberSessionCache();
  saveMemberSession(member);
});
afterEach(() => {
  window[EARLY_FEED.property] = undefined;
  vi.restoreAllMocks();
});

describe("Home's first call started before Home (the preload script's early feed)", () => {
  it("takes the feed's first page from the answer the preload script asked for, without a second call", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    earlyCall(answer(page('early')));
    expect((await firstPage())?.posts.map((post) => post._id)).toEqual(['early']);
    expect(fetch).not.toHaveBeenCalled();
    // Once: the next time the feed is asked for, it comes from the server.
    expect(window[EARLY_FEED.property]).toBeUndefined();
  });

  it('asks the server itself, at the address the preload script uses, when the early answer is for another login', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(page('asked')));
    earlyCall(answer(page('someone else')), 'another.token');
    expect((await firstPage())?.posts.map((post) => post._id)).toEqual(['asked']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(earlyFeedPath());
  });

  it("says the feed is a saved copy when the early answer was the service worker's", async () => {
    const saved = answer(page('saved'));
    saved.headers.set(SAVED_AT_HEADER, String(Date.parse('2026-11-29T08:00:00Z')));
    const shown = renderHook(() => useSavedCopyTime());
    earlyCall(saved);
    expect((await firstPage())?.posts.map((post) => post._id)).toEqual(['saved']);
    await waitFor(() => expect(shown.result.current).toBe(Date.parse('2026-11-29T08:00:00Z')));
    // A fresh answer takes the mark away.
    noteAnswer(answer(page('fresh')));
    await waitFor(() => expect(shown.result.current).toBeNull());
  });

  it('asks the server itself when the early answer failed, so its errors are met the usual way', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(page('asked')));
    earlyCall(answer({ error: 'Not authorized, login again' }, 401));
    expect((await firstPage())?.posts.map((post) => post._id)).toEqual(['asked']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

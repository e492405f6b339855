import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberPost } from '@/test/member-post';
import { PAINT_GRACE_MS, paintEarlyFeed } from './paint-early-feed';

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const feed = { posts: [memberPost('p1', { title: 'تمر خلاص' })], nextCursor: null };
const painted = () => document.querySelectorAll('#first-screen .fs-post').length;
const marked = () => 'firstScreenPosts' in document.documentElement.dataset;

/** index.html's skeleton beside the app's (still empty) root. */
beforeEach(() => {
  document.body.innerHTML = `<div id="first-screen"><div class="fs-shell"><div class="fs-main"><div class="fs-card"></div></div></div></div><div id="root"></div>`;
  delete document.documentElement.dataset.firstScreenPosts;
});
afterEach(() => {
  vi.useRealTimers();
});

/** What the app's code later puts on the page. */
const appRenders = (html: string) => {
  document.getElementById('root')!.innerHTML = html;
};

describe("Home's first posts, from the feed's early answer", () => {
  it('paints them and marks the page, and the app can still read the answer itself', async () => {
    const response = answer(feed);
    expect(await paintEarlyFeed(Promise.resolve(response), 'ar')).toBe(true);
    expect(painted()).toBe(1);
    expect(marked()).toBe(true);
    expect(((await response.json()) as typeof feed).posts).toHaveLength(1);
  });

  it("keeps them over the app's shell until the app's first post is on the page", async () => {
    vi.useFakeTimers();
    await paintEarlyFeed(Promise.resolve(answer(feed)), 'en');
    appRenders('<main><h1>Home</h1></main>');
    await vi.advanceTimersByTimeAsync(1000);
    expect(marked()).toBe(true);
    appRenders("<main><article>the app's card</article></main>");
    await vi.advanceTimersByTimeAsync(250);
    expect(marked()).toBe(false);
    // Removed, so the page holds one copy of each post: the app's.
    expect(painted()).toBe(0);
  });

  it('lets the app show its screen when its shell has stood a while without a post (its feed failed)', async () => {
    vi.useFakeTimers();
    await paintEarlyFeed(Promise.resolve(answer(feed)), 'en');
    appRenders('<main><p role="alert">Could not load</p></main>');
    await vi.advanceTimersByTimeAsync(PAINT_GRACE_MS - 500);
    expect(marked()).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(marked()).toBe(false);
  });

  it('stops as soon as the address changes', async () => {
    await paintEarlyFeed(Promise.resolve(answer(feed)), 'en');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(marked()).toBe(false);
    expect(painted()).toBe(0);
  });

  it('paints nothing when the app was first, or the call failed or was refused', async () => {
    expect(await paintEarlyFeed(Promise.reject(new TypeError('offline')), 'en')).toBe(false);
    expect(await paintEarlyFeed(Promise.resolve(answer({ error: 'Not authorized, login again' }, 401)), 'en')).toBe(false);
    expect(await paintEarlyFeed(Promise.resolve(new Response('<html>', { status: 200 })), 'en')).toBe(false);
    appRenders("<main><article>the app's card</article></main>");
    expect(await paintEarlyFeed(Promise.resolve(answer(feed)), 'en')).toBe(false);
    expect(painted()).toBe(0);
    expect(marked()).toBe(false);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOutbox } from './chat-outbox';
import { queueOutgoing, resetOutboxStore } from './chat-outbox-store';
import { queueLike, waitingLikes } from './like-outbox';
import { sendWaitingWrites } from './send-waiting-writes';

const MEMBER = 'a1b2c3d4-0000-4000-8000-000000000001';
const CHAT = '5f0c1a9e-2b7d-4c3e-8f1a-9d2e3c4b5a61';
const OTHER_CHAT = '5f0c1a9e-2b7d-4c3e-8f1a-9d2e3c4b5a62';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  resetOutboxStore();
});

/** Writes made offline: two messages in two conversations and two likes, one of a post since removed. */
async function writeOffline() {
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const never = async () => undefined;
  await queueOutgoing(MEMBER, CHAT, 'Still available?', never);
  await queueOutgoing(MEMBER, OTHER_CHAT, 'Last price?', never);
  queueLike(MEMBER, 'post-1', true);
  queueLike(MEMBER, 'post-gone', true);
  online.mockRestore();
  // The thread's copies live in memory too; the sender must find them from storage alone.
  resetOutboxStore();
}

describe('what was written offline goes when the network returns, whatever screen is open', () => {
  it('sends every waiting message and like, and leaves nothing waiting', async () => {
    await writeOffline();
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://souq.test');
      calls.push(`${init?.method ?? 'GET'} ${url.pathname} ${init?.body ?? ''}`);
      if (url.pathname.includes('post-gone'))
        return new Response(JSON.stringify({ message: 'Post not found' }), { status: 404, headers: { 'content-type': 'application/json' } });
      const body = url.pathname.includes('/messages')
        ? { _id: 'm1', conversation_id: CHAT, sender_id: MEMBER, body: 'x', createdAt: new Date().toISOString() }
        : { totalLikes: 1, likedByMe: true };
      return new Response(JSON.stringify(body), { status: 201, headers: { 'content-type': 'application/json' } });
    });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await sendWaitingWrites(queryClient, MEMBER);
    expect(calls.filter((call) => call.includes('/messages')).sort()).toEqual([
      `POST /api/v1/conversations/${CHAT}/messages {"body":"Still available?"}`,
      `POST /api/v1/conversations/${OTHER_CHAT}/messages {"body":"Last price?"}`,
    ]);
    expect(calls.some((call) => call.startsWith('POST') && call.includes('/posts/post-1/like'))).toBe(true);
    expect(loadOutbox(MEMBER, CHAT)).toEqual([]);
    expect(loadOutbox(MEMBER, OTHER_CHAT)).toEqual([]);
    // The refused like waits no more either: there is nothing left to send it to.
    expect(waitingLikes(MEMBER)).toEqual({});
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['members', 'chat'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['members', 'social', 'posts'] });
  });

  it('keeps everything waiting when the network drops again on the way', async () => {
    await writeOffline();
    vi.stubGlobal('fetch', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      throw new TypeError('Failed to fetch');
    });
    await sendWaitingWrites(new QueryClient(), MEMBER);
    expect(loadOutbox(MEMBER, CHAT)).toMatchObject([{ body: 'Still available?', status: 'waiting' }]);
    expect(waitingLikes(MEMBER)).toEqual({ 'post-1': true, 'post-gone': true });
  });
});

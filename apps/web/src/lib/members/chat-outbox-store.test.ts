import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { loadOutbox } from './chat-outbox';
import { discardOutgoing, queueOutgoing, resetOutboxStore, sendOutgoing, sendWaiting, useOutbox } from './chat-outbox-store';

const MEMBER = 'a1b2c3d4-0000-4000-8000-000000000001';
const CHAT = '5f0c1a9e-2b7d-4c3e-8f1a-9d2e3c4b5a61';

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  resetOutboxStore();
});

describe("a conversation's unsent messages, shared by the open thread and the sender that runs when the network returns", () => {
  it('keeps a message written offline waiting, in storage, and shows it to the thread', async () => {
    goOffline();
    const send = vi.fn(async () => undefined);
    const { result } = renderHook(() => useOutbox(MEMBER, CHAT));
    await act(() => queueOutgoing(MEMBER, CHAT, 'Is it still for sale?', send));
    expect(send).not.toHaveBeenCalled();
    expect(result.current).toMatchObject([{ body: 'Is it still for sale?', status: 'waiting' }]);
    expect(loadOutbox(MEMBER, CHAT)).toMatchObject([{ body: 'Is it still for sale?', status: 'waiting' }]);
  });

  it('sends waiting messages once and in order, however many callers ask at the same time', async () => {
    goOffline();
    const noSend = vi.fn(async () => undefined);
    await queueOutgoing(MEMBER, CHAT, 'first', noSend);
    await queueOutgoing(MEMBER, CHAT, 'second', noSend);
    vi.restoreAllMocks();
    const sent: string[] = [];
    const send = vi.fn(async (_id: string, body: string) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(body);
    });
    await Promise.all([sendWaiting(MEMBER, CHAT, send), sendWaiting(MEMBER, CHAT, send), sendWaiting(MEMBER, CHAT, send)]);
    expect(sent).toEqual(['first', 'second']);
    expect(loadOutbox(MEMBER, CHAT)).toEqual([]);
  });

  it('marks a refused message failed with the reason, and one cut off by the network waiting again', async () => {
    const refused = vi.fn(async () => {
      throw new ApiError(429, 'Too many requests');
    });
    await queueOutgoing(MEMBER, CHAT, 'refused', refused);
    expect(loadOutbox(MEMBER, CHAT)).toMatchObject([{ body: 'refused', status: 'failed', error: 'Too many requests' }]);

    const [item] = loadOutbox(MEMBER, CHAT);
    const cutOff = vi.fn(async () => {
      goOffline();
      throw new ApiError(0, 'offline');
    });
    await sendOutgoing(MEMBER, CHAT, item!.localId, cutOff);
    expect(cutOff).toHaveBeenCalledOnce();
    expect(loadOutbox(MEMBER, CHAT)).toMatchObject([{ body: 'refused', status: 'waiting' }]);
  });

  it('never sends a message discarded while it waited its turn', async () => {
    let release: () => void = () => undefined;
    const slow = vi.fn((_id: string, _body: string) => new Promise<void>((resolve) => (release = resolve)));
    const first = queueOutgoing(MEMBER, CHAT, 'first', slow);
    const second = queueOutgoing(MEMBER, CHAT, 'second', slow);
    const [, queued] = loadOutbox(MEMBER, CHAT);
    discardOutgoing(MEMBER, CHAT, queued!.localId);
    await vi.waitFor(() => expect(slow).toHaveBeenCalledOnce());
    release();
    await Promise.all([first, second]);
    expect(slow.mock.calls.map(([, body]) => body)).toEqual(['first']);
    expect(loadOutbox(MEMBER, CHAT)).toEqual([]);
  });
});

import { useCallback, useSyncExternalStore } from 'react';
import { errorText } from '@/lib/api-client';
import { isOfflineFailure } from './online';
import { loadOutbox, saveOutbox, type OutgoingMessage } from './chat-outbox';

/**
 * The messages of each conversation not sent yet, shared by everything in the tab that sends
 * them: the open thread, and the sender that runs when the network returns whichever screen is
 * open. One copy in memory (saved to localStorage on every change) and one queue per
 * conversation, so a message goes once and in the order it was written.
 */

export type SendMessage = (conversationId: string, body: string) => Promise<unknown>;

const keyOf = (member: string, id: string) => `${member}:${id}`;
const lists = new Map<string, OutgoingMessage[]>();
const queues = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
const empty: OutgoingMessage[] = [];

function listOf(member: string, id: string): OutgoingMessage[] {
  const key = keyOf(member, id);
  let list = lists.get(key);
  if (!list) {
    list = loadOutbox(member, id);
    lists.set(key, list);
  }
  return list;
}

function update(member: string, id: string, change: (list: OutgoingMessage[]) => OutgoingMessage[]) {
  const list = change(listOf(member, id));
  lists.set(keyOf(member, id), list);
  saveOutbox(member, id, list);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A conversation's unsent messages, re-rendered on every change. */
export function useOutbox(member: string, id: string): OutgoingMessage[] {
  const read = useCallback(() => (member && id ? listOf(member, id) : empty), [member, id]);
  return useSyncExternalStore(subscribe, read, () => empty);
}

export function discardOutgoing(member: string, id: string, localId: string) {
  update(member, id, (list) => list.filter((item) => item.localId !== localId));
}

const setStatus = (member: string, id: string, localId: string, status: OutgoingMessage['status'], error?: string) =>
  update(member, id, (list) => list.map((item) => (item.localId === localId ? { ...item, status, error } : item)));

/**
 * Sends one message after those queued before it in its conversation. Marked as on its way at
 * once, so no other caller picks it up again; without a network it waits instead.
 */
export function sendOutgoing(member: string, id: string, localId: string, send: SendMessage): Promise<void> {
  if (!navigator.onLine) {
    setStatus(member, id, localId, 'waiting');
    return Promise.resolve();
  }
  setStatus(member, id, localId, 'sending');
  const key = keyOf(member, id);
  const run = async () => {
    const item = listOf(member, id).find((candidate) => candidate.localId === localId);
    // Discarded while it waited its turn.
    if (!item || item.status !== 'sending') return;
    try {
      await send(id, item.body);
      discardOutgoing(member, id, localId);
    } catch (error) {
      if (isOfflineFailure(error)) setStatus(member, id, localId, 'waiting');
      else setStatus(member, id, localId, 'failed', errorText(error));
    }
  };
  const next = (queues.get(key) ?? Promise.resolve()).then(run);
  queues.set(key, next);
  return next;
}

/** Writes a new message into the conversation's outbox and sends it (or leaves it waiting offline). */
export function queueOutgoing(member: string, id: string, body: string, send: SendMessage): Promise<void> {
  const localId = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  update(member, id, (list) => [...list, { localId, body, status: navigator.onLine ? 'sending' : 'waiting' }]);
  return sendOutgoing(member, id, localId, send);
}

/** Sends every message of the conversation that waits for the network, in order. */
export function sendWaiting(member: string, id: string, send: SendMessage): Promise<void> {
  const waiting = listOf(member, id).filter((item) => item.status === 'waiting');
  return Promise.all(waiting.map((item) => sendOutgoing(member, id, item.localId, send))).then(() => undefined);
}

/** Forgets the in-memory copies (tests; a member logging out leaves nothing for the next one). */
export function resetOutboxStore() {
  lists.clear();
  queues.clear();
}

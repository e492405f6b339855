/**
 * What the member typed in a thread and what has not reached the server yet, kept in the
 * browser's localStorage under the member's id: a reload, a crash or a closed tab loses neither
 * the draft nor a message waiting for the network, and another member on this device never
 * sees them.
 */

export interface OutgoingMessage {
  localId: string;
  body: string;
  /** `waiting`: written offline, goes when the network returns; `failed`: refused, to retry. */
  status: 'sending' | 'waiting' | 'failed';
  error?: string;
}

const draftKey = (member: string, id: string) => `souq-chat-draft:${member}:${id}`;
const outboxKey = (member: string, id: string) => `souq-chat-outbox:${member}:${id}`;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value) window.localStorage.setItem(key, value);
    else window.localStorage.removeItem(key);
  } catch {
    // storage full or refused: the text stays on screen until the page closes
  }
}

export const loadDraft = (member: string, id: string): string => read(draftKey(member, id)) ?? '';
export const saveDraft = (member: string, id: string, text: string) => write(draftKey(member, id), text);

/**
 * Messages not sent yet. One waiting for the network still waits; one that was on its way when
 * the page went may or may not have arrived, so it is shown as failed, for the member to retry.
 */
export function loadOutbox(member: string, id: string): OutgoingMessage[] {
  try {
    const stored: unknown = JSON.parse(read(outboxKey(member, id)) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored
      .filter((item): item is OutgoingMessage => typeof item?.localId === 'string' && typeof item?.body === 'string')
      .map((item) => ({
        localId: item.localId,
        body: item.body,
        status: item.status === 'waiting' ? ('waiting' as const) : ('failed' as const),
        error: item.error,
      }));
  } catch {
    return [];
  }
}

export const saveOutbox = (member: string, id: string, outbox: readonly OutgoingMessage[]) =>
  write(outboxKey(member, id), outbox.length ? JSON.stringify(outbox) : null);

/** The conversations with messages not sent yet in this browser, for the member. */
export function outboxConversations(member: string): string[] {
  const prefix = outboxKey(member, '');
  const ids: string[] = [];
  try {
    for (let index = 0; index < window.localStorage.length; index++) {
      const key = window.localStorage.key(index);
      if (key?.startsWith(prefix) && key.length > prefix.length) ids.push(key.slice(prefix.length));
    }
  } catch {
    // storage refused: nothing was kept either
  }
  return ids;
}

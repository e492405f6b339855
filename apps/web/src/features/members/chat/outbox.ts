/**
 * What the member typed in a thread and what has not reached the server yet, kept in the tab's
 * sessionStorage: a reload (or a crash) loses neither the draft nor a message that failed.
 */

export interface OutgoingMessage {
  localId: string;
  body: string;
  status: 'sending' | 'failed';
  error?: string;
}

const draftKey = (id: string) => `souq-chat-draft:${id}`;
const outboxKey = (id: string) => `souq-chat-outbox:${id}`;

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value) window.sessionStorage.setItem(key, value);
    else window.sessionStorage.removeItem(key);
  } catch {
    // storage full or refused: the text stays on screen until the tab closes
  }
}

export const loadDraft = (id: string): string => read(draftKey(id)) ?? '';
export const saveDraft = (id: string, text: string) => write(draftKey(id), text);

/** Messages not sent yet; one that was on its way when the page went is shown as failed, to be retried. */
export function loadOutbox(id: string): OutgoingMessage[] {
  try {
    const stored: unknown = JSON.parse(read(outboxKey(id)) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored
      .filter((item): item is OutgoingMessage => typeof item?.localId === 'string' && typeof item?.body === 'string')
      .map((item) => ({ localId: item.localId, body: item.body, status: 'failed' as const, error: item.error }));
  } catch {
    return [];
  }
}

export const saveOutbox = (id: string, outbox: readonly OutgoingMessage[]) => write(outboxKey(id), outbox.length ? JSON.stringify(outbox) : null);

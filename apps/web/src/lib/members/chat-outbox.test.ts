import { afterEach, describe, expect, it } from 'vitest';
import { loadDraft, loadOutbox, saveDraft, saveOutbox } from './chat-outbox';

const ID = '5f0c1a9e-2b7d-4c3e-8f1a-9d2e3c4b5a61';
const MEMBER = 'a1b2c3d4-0000-4000-8000-000000000001';
const OTHER_MEMBER = 'a1b2c3d4-0000-4000-8000-000000000002';

describe("a thread's draft and unsent messages across a reload", () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the draft per member and conversation and forgets an empty one', () => {
    saveDraft(MEMBER, ID, 'Is it still available?');
    expect(loadDraft(MEMBER, ID)).toBe('Is it still available?');
    expect(loadDraft(MEMBER, 'another')).toBe('');
    expect(loadDraft(OTHER_MEMBER, ID)).toBe('');
    saveDraft(MEMBER, ID, '');
    expect(window.localStorage.length).toBe(0);
  });

  it('keeps a message waiting for the network waiting, and one on its way as failed (to retry)', () => {
    saveOutbox(MEMBER, ID, [
      { localId: 'a', body: 'first', status: 'sending' },
      { localId: 'b', body: 'second', status: 'failed', error: 'Too many requests' },
      { localId: 'c', body: 'third', status: 'waiting' },
    ]);
    expect(loadOutbox(MEMBER, ID)).toEqual([
      { localId: 'a', body: 'first', status: 'failed', error: undefined },
      { localId: 'b', body: 'second', status: 'failed', error: 'Too many requests' },
      { localId: 'c', body: 'third', status: 'waiting', error: undefined },
    ]);
    expect(loadOutbox(OTHER_MEMBER, ID)).toEqual([]);
    saveOutbox(MEMBER, ID, []);
    expect(loadOutbox(MEMBER, ID)).toEqual([]);
  });

  it('ignores what it cannot read', () => {
    window.localStorage.setItem(`souq-chat-outbox:${MEMBER}:${ID}`, '{not json');
    expect(loadOutbox(MEMBER, ID)).toEqual([]);
    window.localStorage.setItem(`souq-chat-outbox:${MEMBER}:${ID}`, JSON.stringify([{ body: 1 }, null, { localId: 'x', body: 'ok' }]));
    expect(loadOutbox(MEMBER, ID)).toEqual([{ localId: 'x', body: 'ok', status: 'failed', error: undefined }]);
  });
});

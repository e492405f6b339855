import { afterEach, describe, expect, it } from 'vitest';
import { loadDraft, loadOutbox, saveDraft, saveOutbox } from './outbox';

const ID = '5f0c1a9e-2b7d-4c3e-8f1a-9d2e3c4b5a61';

describe("a thread's draft and unsent messages across a reload", () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps the draft per conversation and forgets an empty one', () => {
    saveDraft(ID, 'Is it still available?');
    expect(loadDraft(ID)).toBe('Is it still available?');
    expect(loadDraft('another')).toBe('');
    saveDraft(ID, '');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('brings back unsent messages as failed (to retry), whatever state they were in', () => {
    saveOutbox(ID, [
      { localId: 'a', body: 'first', status: 'sending' },
      { localId: 'b', body: 'second', status: 'failed', error: 'Too many requests' },
    ]);
    expect(loadOutbox(ID)).toEqual([
      { localId: 'a', body: 'first', status: 'failed', error: undefined },
      { localId: 'b', body: 'second', status: 'failed', error: 'Too many requests' },
    ]);
    saveOutbox(ID, []);
    expect(loadOutbox(ID)).toEqual([]);
  });

  it('ignores what it cannot read', () => {
    window.sessionStorage.setItem(`souq-chat-outbox:${ID}`, '{not json');
    expect(loadOutbox(ID)).toEqual([]);
    window.sessionStorage.setItem(`souq-chat-outbox:${ID}`, JSON.stringify([{ body: 1 }, null, { localId: 'x', body: 'ok' }]));
    expect(loadOutbox(ID)).toEqual([{ localId: 'x', body: 'ok', status: 'failed', error: undefined }]);
  });
});

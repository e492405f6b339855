import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@souq/contract/constants';
import { clearSession, getSession, saveSession, storageAvailable, takeNotice } from './session';

const staff = { _id: 'u1', name: 'Ops', email: 'ops@souq.test', role: 'dataentry' as const, photo: null, token: 't.o.k' };

afterEach(() => {
  clearSession();
  takeNotice();
  vi.restoreAllMocks();
});

describe('session', () => {
  it('keeps the whole login under one key and forgets it on logout', () => {
    saveSession(staff);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toEqual(staff);
    expect(getSession()).toEqual(staff);
    clearSession('Not authorized, login again');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(getSession()).toBeNull();
    expect(takeNotice()).toBe('Not authorized, login again');
  });

  it('knows when the browser has no usable local storage', () => {
    expect(storageAvailable()).toBe(true);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(storageAvailable()).toBe(false);
  });
});

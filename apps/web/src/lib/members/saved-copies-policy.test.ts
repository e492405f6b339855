import { describe, expect, it } from 'vitest';
import {
  SAVED_AT_HEADER,
  SAVED_COPIES_CAP,
  bearerToken,
  entriesToEvict,
  isSavedApiPath,
  isSavedMediaPath,
  savedAtOf,
  savedCopiesCacheName,
  type SavedEntry,
} from './saved-copies-policy';

const ID = '5f0c1a9e-2b7d-4c3e-8f1a-9d2e3c4b5a61';

describe('which reads the service worker keeps for offline', () => {
  it("keeps the feed, listings, favourites, chats and the member's own listings", () => {
    for (const path of [
      '/api/v1/feed',
      '/api/v1/stories',
      '/api/v1/classifieds',
      `/api/v1/classifieds/${ID}`,
      '/api/v1/me/favourites',
      '/api/v1/me/classifieds',
      '/api/v1/conversations',
      `/api/v1/conversations/${ID}/messages`,
      '/api/category/get-categories',
    ]) {
      expect(isSavedApiPath(path), path).toBe(true);
    }
  });

  it('passes the rest straight through: the account, the live events, suggestions, the console', () => {
    for (const path of [
      '/api/v1/me',
      '/api/v1/events',
      '/api/v1/classifieds/suggest',
      `/api/v1/classifieds/${ID}/report`,
      '/api/v1/notifications',
      '/api/user/get-users',
      '/api/v1/feedback',
    ]) {
      expect(isSavedApiPath(path), path).toBe(false);
    }
    expect(isSavedMediaPath('/uploads/2026/photo.webp')).toBe(true);
    expect(isSavedMediaPath('/api/uploads/object/x')).toBe(false);
  });

  it('names a cache by the hash of the login, never by the token, and reads the bearer token', () => {
    const hash = 'ab'.repeat(32);
    expect(savedCopiesCacheName(hash)).toBe(`souq-saved-${'ab'.repeat(16)}`);
    expect(bearerToken('Bearer eyJ.abc.def')).toBe('eyJ.abc.def');
    expect(bearerToken('Basic dXNlcg==')).toBeNull();
    expect(bearerToken(null)).toBeNull();
  });

  it('tells a saved copy from a network answer by its header', () => {
    expect(savedAtOf(new Headers({ [SAVED_AT_HEADER]: '1764318000000' }))).toBe(1764318000000);
    expect(savedAtOf(new Headers())).toBeNull();
    expect(savedAtOf(new Headers({ [SAVED_AT_HEADER]: 'soon' }))).toBeNull();
  });
});

describe('the cap on saved copies', () => {
  const entry = (url: string, savedAt: number, bytes = 1_000): SavedEntry => ({ url, savedAt, bytes });

  it('evicts nothing within the cap', () => {
    expect(entriesToEvict([entry('/a', 1), entry('/b', 2)], { entries: 2, bytes: 10_000 })).toEqual([]);
  });

  it('evicts the oldest first when there are too many, whatever the order they are listed in', () => {
    const entries = [entry('/newest', 30), entry('/oldest', 10), entry('/middle', 20)];
    expect(entriesToEvict(entries, { entries: 2, bytes: 1_000_000 })).toEqual(['/oldest']);
    expect(entriesToEvict(entries, { entries: 1, bytes: 1_000_000 })).toEqual(['/oldest', '/middle']);
  });

  it('evicts the oldest until the bytes fit, and a copy too big alone goes too', () => {
    const entries = [entry('/photo', 1, 6_000), entry('/feed', 2, 3_000), entry('/chat', 3, 2_000)];
    expect(entriesToEvict(entries, { entries: 10, bytes: 5_000 })).toEqual(['/photo']);
    expect(entriesToEvict(entries, { entries: 10, bytes: 4_000 })).toEqual(['/photo', '/feed']);
    expect(entriesToEvict([entry('/huge', 1, 9_000)], { entries: 10, bytes: 5_000 })).toEqual(['/huge']);
  });

  it('has a default cap a phone can afford: hundreds of answers, tens of megabytes', () => {
    const many = Array.from({ length: SAVED_COPIES_CAP.entries + 5 }, (_, index) => entry(`/e${index}`, index, 10));
    expect(entriesToEvict(many)).toEqual(['/e0', '/e1', '/e2', '/e3', '/e4']);
    expect(SAVED_COPIES_CAP.bytes).toBeLessThanOrEqual(50 * 1024 * 1024);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { RETURN_TO_STORAGE_KEY, rememberReturnTo, safeReturnPath, takeReturnTo, visitorMayOpen } from './visitors';

afterEach(() => window.localStorage.clear());

describe('what a visitor may browse', () => {
  it.each([
    '/app/home',
    '/app/classifieds',
    '/app/classifieds/search',
    '/app/classifieds/0b9c3f1e-1111-4000-8000-000000000001',
    '/app/classifieds/sellers/0b9c3f1e-1111-4000-8000-000000000001',
    '/app/posts/abc',
    '/app/members/abc',
  ])('opens %s', (path) => expect(visitorMayOpen(path)).toBe(true));

  it.each([
    '/app/chat',
    '/app/chat/abc',
    '/app/notifications',
    '/app/profile',
    '/app/profile/followers',
    '/app/sell',
    '/app/support',
    '/app/classifieds/mine',
    '/app/classifieds/favourites',
    '/app/classifieds/abc/edit',
    '/app/posts/new',
    '/app',
  ])('asks to join on %s', (path) => expect(visitorMayOpen(path)).toBe(false));
});

describe('the return-to path', () => {
  it('comes back once, with its query', () => {
    rememberReturnTo('/app/classifieds/search?q=camry');
    expect(takeReturnTo()).toBe('/app/classifieds/search?q=camry');
    expect(takeReturnTo()).toBeNull();
  });

  it.each([
    'https://evil.test/app/x',
    '//evil.test/app/x',
    '/app\\..\\x',
    '/rm-admin/users',
    '/app/login',
    '/app/register?x=1',
    '/app/verify-email?token=t',
    42,
    null,
  ])('never leads to %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
    if (typeof value === 'string') {
      rememberReturnTo(value);
      expect(takeReturnTo()).toBeNull();
    }
  });

  it('ignores what was stored by hand', () => {
    window.localStorage.setItem(RETURN_TO_STORAGE_KEY, '//evil.test');
    expect(takeReturnTo()).toBeNull();
    window.localStorage.setItem(RETURN_TO_STORAGE_KEY, 'javascript:alert(1)');
    expect(takeReturnTo()).toBeNull();
  });
});

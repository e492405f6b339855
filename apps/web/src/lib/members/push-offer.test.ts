import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { closePushOffer, isAppleMobile, offerPushAfter, pushAvailability, usePushOffer } from './push-offer';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

function scope(options: { push: boolean; userAgent?: string; touch?: number; permission?: NotificationPermission }): typeof globalThis {
  const navigator = { userAgent: options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131', maxTouchPoints: options.touch ?? 0, serviceWorker: {} };
  return (options.push
    ? { navigator, PushManager: class {}, Notification: { permission: options.permission ?? 'default' } }
    : { navigator }) as unknown as typeof globalThis;
}

afterEach(() => {
  closePushOffer();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('whether to offer Web Push', () => {
  it('tells an iPhone or iPad outside the Home Screen from a browser without push', () => {
    expect(isAppleMobile({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe(true);
    expect(isAppleMobile({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe(true);
    expect(isAppleMobile({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe(false);
    expect(pushAvailability(scope({ push: false, userAgent: IPHONE, touch: 5 }))).toBe('ios-install');
    expect(pushAvailability(scope({ push: false }))).toBe('unsupported');
    // Added to the Home Screen, Safari has PushManager like any other browser.
    expect(pushAvailability(scope({ push: true, userAgent: IPHONE, touch: 5 }))).toBe('ask');
    expect(pushAvailability(scope({ push: true, permission: 'denied' }))).toBe('denied');
    expect(pushAvailability(scope({ push: true, permission: 'granted' }))).toBe('granted');
  });

  it('offers once per browser, only while the member has not decided', () => {
    const { result } = renderHook(() => usePushOffer());
    // jsdom has no PushManager: nothing to offer.
    act(() => offerPushAfter('message'));
    expect(result.current).toBeNull();

    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'default' });
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    act(() => offerPushAfter('message'));
    expect(result.current).toBe('message');
    act(() => closePushOffer());
    expect(result.current).toBeNull();
    // Asked once: a later act says nothing (the settings screen has the switch).
    act(() => offerPushAfter('follow'));
    expect(result.current).toBeNull();
    // Decided already: nothing either.
    localStorage.clear();
    vi.stubGlobal('Notification', { permission: 'granted' });
    act(() => offerPushAfter('follow'));
    expect(result.current).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { api, baseUrl, waitForRoute } from '../support/browser';
import { seedMarket } from '../support/market';
import { controlledByServiceWorker, screenshotFromTop as screenshot, signedInMemberPage } from '../support/member-pages';
import { clickNotification, deliverPush, notificationsTagged, serviceWorkerOf } from '../support/service-worker';
import { setupSuite, sharedPage } from '../support/suite';

/**
 * Web Push in the members' web app, a buyer on a phone in Arabic: nothing is asked on the first
 * screen; following a seller offers notifications, whose Turn on asks the browser (permission
 * granted by the test's browser profile) and subscribes. Headless Chromium's push service is
 * Google's, out of reach here, so the delivery is tested from the service worker's side: a push
 * message dispatched into it (DevTools' deliverPushMessage) shows the notification in the words
 * sent, and its click opens the listing. The server's side of delivery (VAPID, aes128gcm, 404/410,
 * retries) runs against a stand-in push service in apps/server/src/modules/web-push/web-push.test.ts.
 */

const market = setupSuite({ seed: seedMarket });

const OFFER_TITLE_AR = 'اعرف ما ينشره الأعضاء الذين تتابعهم';
const TURN_ON_AR = 'فعّل الإشعارات';

describe('Web Push, a buyer on a phone in Arabic', () => {
  const phone = sharedPage(() => signedInMemberPage(market.browser, market.buyer, 'ar', true, 1, { pushOffer: true }));

  it('asks nothing on the first screen; a follow offers notifications, and Turn on subscribes', async () => {
    const { page } = phone;
    await page.goto(`/#/app/members/${market.seller.id}`);
    await controlledByServiceWorker(page);
    const follow = page.getByRole('button', { name: 'متابعة', exact: true });
    await follow.waitFor();
    expect(await page.getByTestId('push-offer').count()).toBe(0);

    await follow.click();
    const offer = page.getByTestId('push-offer');
    await offer.getByRole('heading', { name: OFFER_TITLE_AR }).waitFor();
    await screenshot(page, 'members-web-push-offer-phone-ar');
    // The member says yes to the browser's own question, which Turn on asks.
    await phone.context.grantPermissions(['notifications'], { origin: baseUrl() });

    const subscribed = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/web-push/subscriptions') || response.url().endsWith('/api/v1/web-push/key'),
    );
    await offer.getByRole('button', { name: TURN_ON_AR }).click();
    expect((await subscribed).status()).toBe(200);
    // What Chromium does next depends on reaching Google's push service: either the offer closes
    // with the subscription registered, or it says it could not turn notifications on.
    await page.waitForFunction(() => {
      const dialog = document.querySelector('[data-testid="push-offer"]');
      return dialog === null || dialog.querySelector('[role="alert"]') !== null;
    });
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');

    // An offer is made once: another follow says nothing.
    const offerGone = await page.getByTestId('push-offer').count();
    if (offerGone > 0) await page.getByTestId('push-offer').getByRole('button', { name: 'إغلاق' }).click();
    await page.getByRole('button', { name: 'إلغاء المتابعة' }).click();
    await page.getByRole('button', { name: 'متابعة', exact: true }).click();
    await page.getByRole('button', { name: 'إلغاء المتابعة' }).waitFor();
    expect(await page.getByTestId('push-offer').count()).toBe(0);
  });

  it('a push shows its notification as sent, and its click opens the listing', async () => {
    const { context, page } = phone;
    await page.goto('/#/app/home');
    const sw = await serviceWorkerOf(context, page);
    const payload = {
      title: 'انخفض سعر إعلان في مفضلتك',
      body: market.title,
      icon: '/icons/icon-192.png',
      url: `/#/app/classifieds/${market.listing._id}`,
      tag: `price-${market.listing._id}`,
      data: { type: 'price-drop', classified_id: market.listing._id },
    };
    await deliverPush(sw, payload);
    const notificationShown = () => notificationsTagged(page, payload.tag);
    await expect
      .poll(notificationShown, { timeout: 15_000 })
      .toEqual([{ title: payload.title, body: payload.body, icon: `${baseUrl()}/icons/icon-192.png`, url: payload.url }]);

    await clickNotification(sw, payload.tag);
    await waitForRoute(page, `/app/classifieds/${market.listing._id}`);
    await page.getByRole('heading', { name: market.title, level: 1 }).waitFor();
    expect(await notificationShown()).toEqual([]);
  });

  it('the notification settings have a switch for this browser', async () => {
    const { page } = phone;
    await page.goto('/#/app/profile/notifications');
    const section = page.getByRole('region', { name: 'على هذا الجهاز' });
    await section.getByRole('switch', { name: 'الإشعارات في هذا المتصفح' }).waitFor();
    await screenshot(page, 'members-web-push-settings-phone-ar');
  });
});

describe('Web Push, a seller on a phone in English', () => {
  const phone = sharedPage(() => signedInMemberPage(market.browser, market.seller, 'en', true, 1, { pushOffer: true }));

  it('offers notifications after following, and has the switch in the settings', async () => {
    const { page } = phone;
    await page.goto(`/#/app/members/${market.buyer.id}`);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    const offer = page.getByTestId('push-offer');
    await offer.getByRole('heading', { name: 'Know what the members you follow share' }).waitFor();
    await screenshot(page, 'members-web-push-offer-phone-en');
    await offer.getByRole('button', { name: 'Not now' }).click();
    await offer.waitFor({ state: 'detached' });
    await page.goto('/#/app/profile/notifications');
    await page.getByRole('region', { name: 'On this device' }).getByRole('switch', { name: 'Notifications in this browser' }).waitFor();
    await screenshot(page, 'members-web-push-settings-phone-en');
  });
});

describe('the server refuses a subscription to an address of the caller’s choosing', () => {
  it('answers 400 for a push service off the list, and stores nothing', async () => {
    const answer = await api<{ error: string }>(market.buyer, 'POST', '/api/v1/web-push/subscriptions', {
      endpoint: `${baseUrl().replace('http:', 'https:')}/api/v1/me`,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Notifications cannot be sent to this push service');
  });
});

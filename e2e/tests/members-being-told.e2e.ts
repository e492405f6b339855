import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ActivityInbox } from '@souq/contract/members-activity';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@souq/contract/messages';
import { pushTexts } from '@souq/contract/server-language';
import { startWebPushStandIn, type ReceivedPush, type StandInSubscription, type WebPushStandIn } from '../../apps/server/test/fixtures/web-push-stand-in';
import { api, baseUrl, openRoute, screenshot, waitForRoute } from '../support/browser';
import { classifiedsQuery } from '../support/console-screens';
import { demoCategoryOfType, firstDistrictOfKuwait } from '../support/demo-data';
import { listCar } from '../support/market';
import { controlledByServiceWorker, openLive, screenshotFromTop } from '../support/member-pages';
import { joinAsMember, type Member } from '../support/members';
import { clickNotification, deliverPush, notificationsTagged, serviceWorkerOf } from '../support/service-worker';
import { setupSuite, sharedPage } from '../support/suite';

/**
 * Being told, end to end between two members. A (Arabic, on a phone) and B (English, at a desk),
 * each in their own browser: B follows A, likes and comments on A's post, and A's bell counts the
 * three live; A saves a car search, B lists a matching car, and A finds it in the inbox and on the
 * push service, where it arrives signed and encrypted for A's browser and decrypts; shown by A's
 * service worker, its click opens the car. A favourites the car and B lowers its price twice: A is
 * told once. Staff disallow the car with a reason, and B reads why. A turns comments off, and the
 * next comment says nothing, in the app or by push.
 *
 * Headless Chromium subscribes to Google's push service, out of reach here, so A's subscription is
 * the stand-in push service's, registered with the same call the app makes; the stand-in checks the
 * VAPID signature and decrypts as a browser would, and what it decrypted is handed to A's service
 * worker as the push it would have received.
 */

const run = Date.now().toString(36);
const ar = {
  bell: 'الإشعارات',
  oneNew: 'الإشعارات, ١ إشعار جديد',
  twoNew: 'الإشعارات, ٢ إشعاران جديدان',
  threeNew: 'الإشعارات, ٣ إشعارات جديدة',
};

const suite = setupSuite({
  signIn: ['admin'],
  seed: async () => {
    const [a, b] = await Promise.all([joinAsMember(`Amal Buyer ${run}`), joinAsMember(`Badr Seller ${run}`)]);
    const post = await api<{ _id: string }>(a, 'POST', '/api/v1/posts', { title: `Sunset at the corniche ${run}`, description: 'Taken tonight' });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    const cars = await demoCategoryOfType(a, 'automotive');
    const district = await firstDistrictOfKuwait(b);
    return { a, b, postId: post.body._id, cars, districtId: district._id };
  },
});

let push: WebPushStandIn;
let subscribed: StandInSubscription | undefined;
beforeAll(async () => {
  const { port, key, cert } = inject('webPushStandIn');
  push = await startWebPushStandIn({ port, certificate: { key, cert } });
});
afterAll(async () => {
  // Other files send staff notifications to every member's devices: a subscription left on a
  // closed push service would keep their deliveries retrying.
  if (subscribed) await api(suite.a, 'DELETE', '/api/v1/web-push/subscriptions', { endpoint: subscribed.endpoint });
  await push?.close();
});

const subscriptionId = `a-${run}`;
const pushesToA = (type: string): ReceivedPush[] =>
  push.received.filter((r) => r.id === subscriptionId && (r.payload.data as Record<string, string> | undefined)?.type === type);
const inboxOf = async (who: Member) => (await api<ActivityInbox>(who, 'GET', '/api/v1/notifications?limit=50')).body.items;
const bellOf = (page: Page) => page.getByTestId('header-notifications');

let car: MemberClassifiedDetail;

describe('two members being told, live, in the inbox and by push', () => {
  const a = sharedPage(() => suite.memberPage(suite.a, 'ar', true));
  const b = sharedPage(() => suite.memberPage(suite.b, 'en', false));

  it("counts B's follow, like and comment on A's bell as they happen, and A's inbox shows them grouped", async () => {
    await openLive(a.page, '/#/app/support');
    const bell = bellOf(a.page);
    await expect.poll(() => bell.getAttribute('aria-label')).toBe(ar.bell);

    await b.page.goto(`/#/app/members/${suite.a.id}`);
    await b.page.getByRole('button', { name: 'Follow', exact: true }).click();
    await b.page.getByRole('button', { name: 'Unfollow' }).waitFor();
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe(ar.oneNew);

    await b.page.goto(`/#/app/posts/${suite.postId}`);
    await b.page
      .getByRole('button', { name: /^Like · / })
      .first()
      .click();
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe(ar.twoNew);

    await b.page.getByRole('textbox', { name: 'Write a comment' }).fill('What a view!');
    await b.page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe(ar.threeNew);
    await screenshotFromTop(a.page, 'members-being-told-bell-phone-ar');

    await bell.click();
    await waitForRoute(a.page, '/app/notifications');
    const items = a.page.getByTestId('inbox-item');
    await items.filter({ hasText: `علّق ${suite.b.name} على منشورك` }).waitFor();
    expect(await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-kind')))).toEqual(['comment', 'like', 'follow']);
    await items.filter({ hasText: `أُعجب ${suite.b.name} بمنشورك` }).waitFor();
    await items.filter({ hasText: `بدأ ${suite.b.name} متابعتك` }).waitFor();
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe(ar.bell);
    await screenshotFromTop(a.page, 'members-being-told-inbox-phone-ar');
  }, 240_000);

  it('A saves a car search; B lists a matching car; A is told in the inbox and by push, and the notification opens the car', async () => {
    // A saves the search from the results page, with instant alerts.
    await a.page.goto(`/#/app/classifieds/search?category_id=${suite.cars._id}&q=${encodeURIComponent('كامري')}`);
    await a.page.getByTestId('save-search').click();
    const dialog = a.page.getByRole('dialog', { name: 'احفظ هذا البحث' });
    await dialog.getByRole('textbox', { name: 'الاسم (اختياري)' }).fill('كامري للعائلة');
    await dialog.getByRole('radio', { name: 'فورًا' }).check();
    await dialog.getByTestId('save-search-confirm').click();
    await dialog.getByText('حُفظ البحث').waitFor();
    await dialog.getByRole('button', { name: 'إلغاء' }).click();

    // A's account holds no language (A joined without saying one): switching the app's language (to English and
    // back) tells the server, so A's pushes come in Arabic too.
    const remembered = a.page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/me') && response.request().method() === 'PATCH' && response.request().postData() === '{"language":"ar"}',
    );
    await a.page.getByRole('button', { name: 'English' }).click();
    await a.page.getByRole('button', { name: 'العربية' }).click();
    expect((await remembered).status()).toBe(200);
    await a.page.getByRole('button', { name: 'English' }).waitFor();

    // A's browser subscribes to Web Push, on the stand-in push service (see above), A having said
    // yes to the browser's question.
    await a.context.grantPermissions(['notifications'], { origin: baseUrl() });
    const key = await api<{ publicKey: string }>(suite.a, 'GET', '/api/v1/web-push/key');
    push.expectVapidKey(key.body.publicKey);
    subscribed = push.subscribe(subscriptionId);
    expect((await api(suite.a, 'POST', '/api/v1/web-push/subscriptions', subscribed)).status).toBe(200);

    // B lists a car that matches, written the way B writes it.
    car = await listCar(
      suite.b,
      { carsId: suite.cars._id, districtId: suite.districtId },
      { title: `Toyota Camry 2022 ${run}`, price: '5200', description: 'Camry, agency serviced, one owner.' },
    );

    // The push service received it, signed with the server's VAPID key, and it decrypts to the car.
    await expect.poll(() => pushesToA('saved_search').length, { timeout: 30_000 }).toBe(1);
    const [received] = pushesToA('saved_search');
    expect(received!.payload).toMatchObject({ body: car.title, url: `/#/app/classifieds/${car._id}` });
    expect(received!.payload.title).toBe(fillTemplate(pushTexts.ar.savedSearchTitle, { name: 'كامري للعائلة' }));
    expect(received!.claims.aud).toBe(push.origin);

    // A's inbox has it, in Arabic.
    await openLive(a.page, '/#/app/notifications');
    await a.page.getByTestId('inbox-item').filter({ hasText: 'إعلان جديد لبحثك المحفوظ' }).filter({ hasText: 'كامري للعائلة' }).waitFor();
    await screenshotFromTop(a.page, 'members-being-told-saved-search-phone-ar');

    // A's service worker shows what the push service delivered, and its click opens the car.
    await controlledByServiceWorker(a.page);
    const sw = await serviceWorkerOf(a.context, a.page);
    await deliverPush(sw, received!.payload);
    const tag = String(received!.payload.tag);
    await expect
      .poll(async () => (await notificationsTagged(a.page, tag)).map(({ title, body }) => ({ title, body })), { timeout: 15_000 })
      .toEqual([{ title: received!.payload.title, body: car.title }]);
    await clickNotification(sw, tag);
    await waitForRoute(a.page, `/app/classifieds/${car._id}`);
    await a.page.getByRole('heading', { name: car.title, level: 1 }).waitFor();
    await sw.cdp.detach();
  }, 240_000);

  it("tells A once, in the inbox and by push, when a favourite's price drops twice in a day", async () => {
    await a.page.getByRole('button', { name: 'إضافة إلى المفضلة' }).click();
    await a.page.getByRole('button', { name: 'إزالة من المفضلة' }).waitFor();

    expect((await api(suite.b, 'PATCH', `/api/v1/classifieds/${car._id}`, { price: '5000' })).status).toBe(200);
    await expect.poll(async () => (await inboxOf(suite.a)).filter((item) => item.kind === 'price_drop').length, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => pushesToA('price_drop').length, { timeout: 30_000 }).toBe(1);
    expect(pushesToA('price_drop')[0]!.payload).toMatchObject({ body: car.title, url: `/#/app/classifieds/${car._id}` });

    expect((await api(suite.b, 'PATCH', `/api/v1/classifieds/${car._id}`, { price: '4800' })).status).toBe(200);
    await openLive(a.page, '/#/app/notifications');
    await a.page.getByTestId('inbox-item').filter({ hasText: 'انخفض سعر إعلان في مفضّلاتك' }).waitFor();
    // The second drop, within the day, made no second alert anywhere.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await inboxOf(suite.a)).filter((item) => item.kind === 'price_drop')).toHaveLength(1);
    expect(pushesToA('price_drop')).toHaveLength(1);
    await screenshotFromTop(a.page, 'members-being-told-price-drop-phone-ar');
  }, 120_000);

  it('staff disallow the car with a reason, and B reads why', async () => {
    const t = messages.console.classifieds;
    const staff = await suite.consolePage('admin');
    staff.page.setDefaultTimeout(60_000);
    await openRoute(staff.page, `/rm-admin/classifieds/posts?${classifiedsQuery(suite.cars)}`);
    const table = staff.page.getByRole('table', { name: `${t.listTitle}${suite.cars.category_en}` });
    await staff.page.getByRole('searchbox', { name: messages.console.list.search }).fill(car.title);
    await table.getByRole('button', { name: `${t.open} ${car.title}` }).click();
    const detail = staff.page.getByRole('dialog', { name: t.detailTitle });
    await detail.getByText(suite.b.name, { exact: false }).first().waitFor();
    await detail.getByLabel(t.status).selectOption('disallowed');
    const why = staff.page.getByRole('dialog', { name: messages.console.strikes.disallowTitle });
    await why.getByRole('radio', { name: messages.console.moderation.reportCategories.wrong_category }).check();
    await why.getByLabel(messages.console.strikes.note).fill('Cars go under Automotive > Cars for sale');
    await why.getByRole('button', { name: t.disallowed }).click();
    await detail.getByText(messages.generic.updateSuccess).waitFor();
    await staff.context.close();

    await openLive(b.page, '/#/app/notifications');
    const item = b.page.getByTestId('inbox-item').filter({ hasText: 'Your listing was disallowed: wrong category' });
    await item.waitFor();
    await item.getByText('Cars go under Automotive > Cars for sale').waitFor();
    await screenshot(b.page, 'members-being-told-disallowed-en');
  }, 180_000);

  it('stops telling A of comments, in the app and by push, once A turns them off; a follow still comes', async () => {
    await a.page.goto('/#/app/profile/notifications');
    for (const channel of ['في التطبيق', 'الإشعارات الفورية']) {
      const toggle = a.page.getByRole('switch', { name: `التعليقات على منشوراتك: ${channel}` });
      await toggle.focus();
      await a.page.keyboard.press('Space');
      await expect.poll(() => toggle.isChecked()).toBe(false);
    }
    await expect
      .poll(
        async () =>
          (await api<{ settings: { comment: { inApp: boolean; push: boolean } } }>(suite.a, 'GET', '/api/v1/me/notification-settings')).body.settings.comment,
      )
      .toEqual(expect.objectContaining({ inApp: false, push: false }));
    await screenshotFromTop(a.page, 'members-being-told-settings-phone-ar');

    const commentsBefore = (await inboxOf(suite.a)).filter((item) => item.kind === 'comment').map((item) => [item._id, item.actorCount]);
    const pushesBefore = push.received.length;
    const typeOf = (r: ReceivedPush) => (r.payload.data as Record<string, string> | undefined)?.type;
    const late = await joinAsMember(`Cala Late ${run}`);
    expect((await api(late, 'POST', `/api/v1/posts/${suite.postId}/comments`, { comment: 'Lovely' })).status).toBe(201);
    // A follow after it is told: once it has arrived, the comment before it would have too.
    expect((await api(late, 'POST', `/api/v1/users/${suite.a.id}/follow`)).status).toBe(200);
    await openLive(a.page, '/#/app/notifications');
    await a.page
      .getByTestId('inbox-item')
      .filter({ hasText: `بدأ Cala Late ${run} متابعتك` })
      .waitFor();
    await expect.poll(() => push.received.slice(pushesBefore).some((r) => typeOf(r) === 'follow'), { timeout: 30_000 }).toBe(true);
    expect((await inboxOf(suite.a)).filter((item) => item.kind === 'comment').map((item) => [item._id, item.actorCount])).toEqual(commentsBefore);
    expect(push.received.slice(pushesBefore).filter((r) => typeOf(r) === 'comment')).toEqual([]);
  }, 120_000);
});

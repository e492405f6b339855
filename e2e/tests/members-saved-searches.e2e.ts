import { describe, expect, it } from 'vitest';
import type { ActivityInbox } from '@souq/contract/members-activity';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import type { SavedSearchList } from '@souq/contract/members-saved-searches';
import { api, waitForRoute } from '../support/browser';
import { demoCategoryOfType, firstDistrictOfKuwait } from '../support/demo-data';
import { listCar } from '../support/market';
import { direction, screenshotFromTop as screenshot } from '../support/member-pages';
import { joinAsMember, type Member } from '../support/members';
import { setupSuite } from '../support/suite';

/**
 * Saved searches and favourites' alerts between two members: A (in Arabic, on a phone) saves a
 * search for a car; B lists a matching car, and A finds it in the inbox, which opens the search
 * with the car marked new; a favourite's price drop reaches A once; with saved-search alerts
 * turned off in the app, the next matching car tells A nothing.
 */

const run = Date.now().toString(36);

const suite = setupSuite({
  seed: async () => {
    const [buyer, seller, other, third] = await Promise.all([
      joinAsMember(`Amal Buyer ${run}`),
      joinAsMember(`Badr Seller ${run}`),
      joinAsMember(`Cala Seller ${run}`),
      joinAsMember(`Dana Seller ${run}`),
    ]);
    const cars = await demoCategoryOfType(buyer, 'automotive');
    const district = await firstDistrictOfKuwait(seller);
    return { buyer, seller, other, third, carsId: cars._id, districtId: district._id };
  },
});

const carOf = (seller: Member, title: string, price: string, model = 'Camry'): Promise<MemberClassifiedDetail> =>
  listCar(seller, suite, { title, price, model });

const inboxOf = async (who: Member) => (await api<ActivityInbox>(who, 'GET', '/api/v1/notifications?limit=50')).body.items;

describe('saved searches and favourites, on a phone in Arabic', () => {
  it('A saves a car search, B lists a matching car, A opens it from the inbox with the car marked new', async () => {
    const { context, page } = await suite.memberPage(suite.buyer, 'ar', true);
    await page.goto(`/#/app/classifieds/search?category_id=${suite.carsId}&q=${encodeURIComponent('كامري')}`);
    await page.getByTestId('save-search').click();
    const dialog = page.getByRole('dialog', { name: 'احفظ هذا البحث' });
    await dialog.getByRole('textbox', { name: 'الاسم (اختياري)' }).fill('كامري للعائلة');
    await dialog.getByRole('radio', { name: 'فورًا' }).check();
    await screenshot(page, 'members-saved-search-save-phone-ar');
    await dialog.getByTestId('save-search-confirm').click();
    await dialog.getByText('حُفظ البحث').waitFor();
    const saved = (await api<SavedSearchList>(suite.buyer, 'GET', '/api/v1/saved-searches')).body.savedSearches;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ name: 'كامري للعائلة', alert: 'instant', params: { category_id: suite.carsId, q: 'كامري', country_id: 'KW' } });
    await dialog.getByRole('button', { name: 'إلغاء' }).click();

    const car = await carOf(suite.seller, `تويوتا كامري ٢٠٢٢ ${run}`, '5200');
    // Matched by the job worker within a second or two of publication.
    await expect.poll(async () => (await inboxOf(suite.buyer)).filter((item) => item.kind === 'saved_search').length, { timeout: 20_000 }).toBe(1);

    await page.goto('/#/app/notifications');
    const item = page.getByTestId('inbox-item').filter({ hasText: 'إعلان جديد لبحثك المحفوظ' });
    await item.filter({ hasText: 'كامري للعائلة' }).waitFor();
    expect(await direction(page)).toBe('rtl');
    await screenshot(page, 'members-saved-search-inbox-phone-ar');

    await item.getByRole('link').click();
    await waitForRoute(page, '/app/classifieds/search');
    const card = page.getByTestId('listing-card').filter({ hasText: car.title });
    await card.getByTestId('new-label').waitFor();
    expect(await card.getByTestId('new-label').textContent()).toBe('جديد');
    await screenshot(page, 'members-saved-search-results-phone-ar');

    await page.goto('/#/app/saved-searches');
    await page.getByTestId('saved-search').filter({ hasText: 'كامري للعائلة' }).waitFor();
    await screenshot(page, 'members-saved-searches-phone-ar');
    await context.close();
  }, 240_000);

  it("tells A once when a favourite's price drops, however often it drops that day", async () => {
    // Not a Camry: the saved search of the first test is not told of it.
    const car = await carOf(suite.other, `Nissan Sunny 2018 ${run}`, '4000', 'Sunny');
    expect((await api(suite.buyer, 'POST', `/api/v1/classifieds/${car._id}/favourite`)).status).toBe(200);
    expect((await api(suite.other, 'PATCH', `/api/v1/classifieds/${car._id}`, { price: '3800' })).status).toBe(200);
    await expect.poll(async () => (await inboxOf(suite.buyer)).filter((item) => item.kind === 'price_drop').length, { timeout: 20_000 }).toBe(1);
    expect((await api(suite.other, 'PATCH', `/api/v1/classifieds/${car._id}`, { price: '3500' })).status).toBe(200);

    const { context, page } = await suite.memberPage(suite.buyer, 'ar', true);
    await page.goto('/#/app/notifications');
    await page.getByTestId('inbox-item').filter({ hasText: 'انخفض سعر إعلان في مفضّلاتك' }).waitFor();
    await screenshot(page, 'members-price-drop-inbox-phone-ar');
    // The second drop, within the day, made no second alert.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const drops = (await inboxOf(suite.buyer)).filter((item) => item.kind === 'price_drop');
    expect(drops).toHaveLength(1);
    expect(drops[0]!.actorCount).toBe(1);
    await context.close();
  }, 120_000);

  it('with saved-search alerts turned off in the app, a new matching car tells A nothing', async () => {
    const { context, page } = await suite.memberPage(suite.buyer, 'ar', true);
    await page.goto('/#/app/profile/notifications');
    const inApp = page.getByRole('switch', { name: 'إعلانات جديدة لعمليات البحث المحفوظة: في التطبيق' });
    await inApp.waitFor();
    await inApp.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => inApp.isChecked()).toBe(false);
    await expect
      .poll(
        async () =>
          (await api<{ settings: { saved_search: { inApp: boolean } } }>(suite.buyer, 'GET', '/api/v1/me/notification-settings')).body.settings.saved_search
            .inApp,
      )
      .toBe(false);
    await screenshot(page, 'members-saved-search-settings-phone-ar');

    const newMatches = async () => (await api<SavedSearchList>(suite.buyer, 'GET', '/api/v1/saved-searches')).body.savedSearches[0]?.newMatches ?? 0;
    const counted = await newMatches();
    const before = (await inboxOf(suite.buyer)).filter((item) => item.kind === 'saved_search');
    // A seller of their own: the first would be told they already have this car on sale.
    await carOf(suite.third, `تويوتا كامري ٢٠٢٣ ${run}`, '6100');
    // The match is still recorded (the saved search counts it), but no inbox item is written.
    await expect.poll(newMatches, { timeout: 20_000 }).toBe(counted + 1);
    const after = (await inboxOf(suite.buyer)).filter((item) => item.kind === 'saved_search');
    expect(after.map((item) => [item._id, item.actorCount])).toEqual(before.map((item) => [item._id, item.actorCount]));
    await context.close();
  }, 120_000);
});

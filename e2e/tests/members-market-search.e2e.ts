import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Category } from '@souq/contract/categories';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { waitForRoute } from '../support/browser';
import { demoCategoryOfType, firstDistrictOfKuwait } from '../support/demo-data';
import { listCar } from '../support/market';
import { screenshotFromTop as screenshot } from '../support/member-pages';
import { joinAsMember, type Member } from '../support/members';
import { setupSuite, sharedPage } from '../support/suite';

/**
 * Arabic-aware search from a buyer's phone, in Arabic: the Classifieds tab's search box completes
 * what is typed; a search spelt the way people type it (سياره, كامرى: a final ه for ة, ى for ي)
 * finds a Toyota Camry listed as «سيارة تويوتا كامري» first, with the search's counts as chips and
 * the matched words marked in its title; a chip narrows the search; and the same car is found from
 * Home by its English words in another order ('camry toyota').
 */

interface Seeded {
  buyer: Member;
  cars: Category;
  title: string;
  listing: MemberClassifiedDetail;
}

async function seedCar(): Promise<Seeded> {
  const run = Date.now().toString(36);
  const [seller, buyer] = await Promise.all([joinAsMember('Fahad Seller'), joinAsMember('Maryam Buyer')]);
  const cars = await demoCategoryOfType(buyer, 'automotive');
  const district = await firstDistrictOfKuwait(seller);
  const title = `سيارة تويوتا كامري ٢٠٢٠ نظيفة ${run}`;
  const listing = await listCar(
    seller,
    { carsId: cars._id, districtId: district._id },
    { title, price: '5200', description: 'Toyota Camry 2020, one owner, agency serviced.\nماشية ٦٠ ألف كيلو، صبغ وكالة.', mobile: '96550002020' },
  );
  return { buyer, cars, title, listing };
}

const market = setupSuite({ seed: seedCar });

const queryOf = async (page: Page) => new URLSearchParams((await page.evaluate(() => window.location.hash)).split('?')[1] ?? '');

describe('searching the classifieds on a phone, in Arabic', () => {
  const phone = sharedPage(() => market.memberPage(market.buyer, 'ar', true));

  it('completes the words being typed, and finds the Camry first for «سياره تويوتا كامرى»', async () => {
    const { page } = phone;
    await page.goto('/#/app/classifieds');
    const box = page.getByRole('combobox', { name: 'ابحث في الإعلانات' });
    await box.click();
    await box.pressSequentially('سياره تويو', { delay: 40 });
    // Completions of the last word, from the listings' own words.
    await page.getByRole('listbox', { name: 'اقتراحات' }).getByRole('option').first().waitFor();
    await screenshot(page, 'market-search-suggest-phone-ar');
    await box.fill('سياره تويوتا كامرى');
    await box.press('Enter');
    await waitForRoute(page, '/app/classifieds/search');
    expect((await queryOf(page)).get('q')).toBe('سياره تويوتا كامرى');
    // The best match comes by default with text, and the address does not spell the default out.
    expect((await queryOf(page)).has('sort')).toBe(false);

    const first = page.getByTestId('listing-card').first();
    await expect.poll(() => first.textContent(), { timeout: 20_000 }).toContain(market.title);
    // The typed words are marked in the title, however they were spelt.
    await expect.poll(() => first.locator('mark').allTextContents()).toEqual(['سيارة', 'تويوتا', 'كامري']);
    // The search's counts as chips: the category, with its count in Arabic digits.
    const facets = page.getByTestId('search-facets');
    const carsChip = facets.getByRole('button', { name: new RegExp(`^${market.cars.category_ar} \\([٠-٩٬]+\\)$`) });
    await carsChip.waitFor();
    // The query stays in the search box at the top of the results (a plain field until it is
    // touched, as on Home: the completions' code comes on first use).
    const resultsBox = page
      .getByRole('search', { name: 'ابحث في الإعلانات' })
      .getByRole('searchbox')
      .or(page.getByRole('combobox', { name: 'ابحث في الإعلانات' }));
    await expect(resultsBox.first().inputValue()).resolves.toBe('سياره تويوتا كامرى');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'market-search-text-phone-ar');

    // A chip narrows the search to its category, and the cars' own fields (the model) appear as chips.
    await carsChip.click();
    await expect.poll(async () => (await queryOf(page)).get('category_id')).toBe(market.cars._id);
    expect((await queryOf(page)).get('q')).toBe('سياره تويوتا كامرى');
    await facets
      .getByRole('group', { name: 'الطراز' })
      .getByRole('button', { name: /^كامري \(/ })
      .waitFor();
    await expect.poll(() => page.getByTestId('listing-card').first().textContent()).toContain(market.title);
    // The counts take one row that scrolls sideways, the filters and the sort another: the first
    // listing is whole on the phone's first screen, not under rows of chips.
    const card = await page.getByTestId('listing-card').first().boundingBox();
    if (!card) throw new Error('the first listing card is not laid out');
    expect(card.y + card.height).toBeLessThanOrEqual(await page.evaluate(() => window.innerHeight));
    await screenshot(page, 'market-search-facets-phone-ar');
  });

  it('finds the same car from Home by its English words in another order', async () => {
    const { page } = phone;
    await page.goto('/#/app/home');
    // Home itself, not the search page's box still on screen for a moment.
    await page.getByRole('heading', { name: 'الرئيسية', level: 1 }).waitFor();
    await screenshot(page, 'market-search-home-phone-ar');
    const box = page
      .getByRole('search', { name: 'ابحث في الإعلانات' })
      .getByRole('searchbox')
      .or(page.getByRole('combobox', { name: 'ابحث في الإعلانات' }));
    await box.first().fill('camry toyota');
    await box.first().press('Enter');
    await waitForRoute(page, '/app/classifieds/search');
    expect((await queryOf(page)).get('q')).toBe('camry toyota');
    // Other files' Camrys share the words and may rank beside it: the car must be among the answers.
    await page.getByTestId('listing-card').filter({ hasText: market.title }).first().waitFor({ timeout: 20_000 });
    await screenshot(page, 'market-search-latin-phone-ar');
  });

  it('says what found nothing and offers to widen the search', async () => {
    const { page } = phone;
    const nothing = `زززقق${Date.now().toString(36)}`;
    await page.goto(`/#/app/classifieds/search?q=${encodeURIComponent(nothing)}&category_id=${market.cars._id}`);
    await page.getByRole('heading', { name: `ما في شي يطابق «\u2068${nothing}\u2069»` }).waitFor();
    await page.getByRole('button', { name: `من غير «\u2068${nothing}\u2069»` }).waitFor();
    await screenshot(page, 'market-search-empty-phone-ar');
    await page.getByRole('button', { name: new RegExp(`^من غير القسم: ${market.cars.category_ar}`) }).click();
    await expect.poll(async () => (await queryOf(page)).has('category_id')).toBe(false);
    expect((await queryOf(page)).get('q')).toBe(nothing);
  });
});

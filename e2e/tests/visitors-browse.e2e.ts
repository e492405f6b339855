import { describe, expect, it } from 'vitest';
import { api, waitForRoute } from '../support/browser';
import { seedMarket } from '../support/market';
import { logInThroughForm, screenshotFromTop as screenshot } from '../support/member-pages';
import { setupSuite, sharedPage } from '../support/suite';

/**
 * As on 4Sale or OLX, a visitor with no account browses the members' app on a phone, in Arabic: Home,
 * the classifieds, a search and a listing. Favourite asks them to join or log in; they log in
 * as the member they already are and come back to the same listing, where Favourite now works.
 * In English, a personal tab (Chat) shows the same prompt in place of its screen.
 */

const market = setupSuite({ seed: seedMarket });

/** A tab nobody is logged in to, reading Souq in `language`. */
async function visitorIn(language: 'ar' | 'en') {
  const opened = await market.visitorPage({ mobile: true });
  await opened.context.addInitScript((lang) => {
    if (!window.localStorage.getItem('souq-language')) window.localStorage.setItem('souq-language', lang);
  }, language);
  // The machine is shared by many test runs: a first screen may take longer than the usual 15 s.
  opened.page.setDefaultTimeout(40_000);
  opened.page.setDefaultNavigationTimeout(60_000);
  return opened;
}

describe('a visitor on a phone, in Arabic', () => {
  const phone = sharedPage(() => visitorIn('ar'));

  it('lands on Home with everyone’s posts, and Log in and Join in the header', async () => {
    const { page } = phone;
    await page.goto('/#/app');
    await waitForRoute(page, '/app/home');
    await page.getByRole('heading', { level: 1, name: 'الرئيسية' }).waitFor();
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'تسجيل الدخول', exact: true }).waitFor();
    await header.getByRole('link', { name: 'انضم', exact: true }).waitFor();
    // No feed of their own: Explore, with no personal tab to pick.
    await expect(page.getByRole('tab').count()).resolves.toBe(1);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // Explore's own search, then its posts: photographed once nothing is still loading.
    await page.getByRole('searchbox', { name: 'ابحث عن أشخاص ومنشورات' }).waitFor();
    await page.waitForFunction(() => document.querySelector('.mantine-Loader-root') === null);
    await screenshot(page, 'visitors-home-phone-ar');
  });

  it('opens the classifieds and finds the flat with a search', async () => {
    const { page } = phone;
    await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'الإعلانات' }).click();
    await waitForRoute(page, '/app/classifieds');
    await page.getByRole('heading', { level: 1, name: 'الإعلانات' }).waitFor();
    await page.getByRole('link', { name: market.property.category_ar, exact: true }).waitFor();
    await screenshot(page, 'visitors-classifieds-phone-ar');
    const box = page
      .getByRole('search', { name: 'ابحث في الإعلانات' })
      .getByRole('searchbox')
      .or(page.getByRole('combobox', { name: 'ابحث في الإعلانات' }));
    await box.first().fill(market.title);
    await box.first().press('Enter');
    await waitForRoute(page, '/app/classifieds/search');
    await page.getByTestId('listing-card').filter({ hasText: market.title }).first().waitFor();
    await screenshot(page, 'visitors-search-phone-ar');
  });

  it('opens the listing; Favourite asks them to join or log in', async () => {
    const { page } = phone;
    await page.getByTestId('listing-card').filter({ hasText: market.title }).first().click();
    await waitForRoute(page, `/app/classifieds/${market.listing._id}`);
    await page.getByRole('heading', { level: 1, name: market.title }).waitFor();
    await page.getByRole('button', { name: 'إضافة إلى المفضلة' }).click();
    const prompt = page.getByRole('dialog', { name: 'انضم إلى سوق لحفظ هذا الإعلان' });
    await prompt.getByRole('link', { name: 'انضم إلى سوق' }).waitFor();
    await prompt.getByRole('link', { name: 'تسجيل الدخول' }).waitFor();
    await screenshot(page, 'visitors-join-prompt-phone-ar');
  });

  it('logs in as the member they are, comes back to the listing, and Favourite works', async () => {
    const { page } = phone;
    await page.getByRole('dialog').getByRole('link', { name: 'تسجيل الدخول' }).click();
    await waitForRoute(page, '/app/login');
    await logInThroughForm(page, market.buyer.email, market.buyer.password, 'تسجيل الدخول');
    await waitForRoute(page, `/app/classifieds/${market.listing._id}`);
    await page.getByRole('heading', { level: 1, name: market.title }).waitFor();
    // A member now: the header shows their places, not Log in.
    await expect(page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول', exact: true }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'إضافة إلى المفضلة' }).click();
    await page.getByRole('button', { name: 'إزالة من المفضلة' }).waitFor();
    const favourites = await api<{ classifieds: { _id: string }[] }>(market.buyer, 'GET', '/api/v1/me/favourites');
    expect(favourites.body.classifieds.map((c) => c._id)).toContain(market.listing._id);
    await screenshot(page, 'visitors-back-favourited-phone-ar');
  });
});

describe('a visitor on a phone, in English', () => {
  const phone = sharedPage(() => visitorIn('en'));

  it('sees the join prompt in place of Chat, and on a listing’s Favourite', async () => {
    const { page } = phone;
    await page.goto('/#/app/chat');
    await page.getByRole('heading', { level: 1, name: 'Join Souq or log in to see this' }).waitFor();
    // Still in the app, not sent away to log in.
    await waitForRoute(page, '/app/chat');
    await screenshot(page, 'visitors-chat-tab-phone-en');

    await page.goto(`/#/app/classifieds/${market.listing._id}`);
    await page.getByRole('heading', { level: 1, name: market.title }).waitFor();
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    const prompt = page.getByRole('dialog', { name: 'Join Souq to save this listing' });
    await prompt.getByRole('link', { name: 'Join Souq' }).waitFor();
    await screenshot(page, 'visitors-join-prompt-phone-en');
    // Join leads to the sign-up form, which remembers this listing for after the first log-in.
    await prompt.getByRole('link', { name: 'Join Souq' }).click();
    await waitForRoute(page, '/app/register');
    const kept = await page.evaluate(() => window.localStorage.getItem('souq-member-return-to'));
    expect(kept).toBe(`/app/classifieds/${market.listing._id}`);
  });
});

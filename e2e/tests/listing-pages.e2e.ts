import { describe, expect, it } from 'vitest';
import { listingPath } from '@souq/contract/listing-link';
import { baseUrl, saveScreenshot, screenshot, waitForRoute } from '../support/browser';
import { seedMarket } from '../support/market';
import { setupSuite } from '../support/suite';

/**
 * A listing's page at its real path (/l/:id/<slug>): what a chat app's preview, a search engine or
 * a visitor without JavaScript reads, and the hand-over to the members' app in a browser, where
 * Share gives that same path.
 */
const market = setupSuite({ seed: seedMarket });

describe('a listing’s page at /l/:id/<slug>', () => {
  it('is whole without JavaScript: Open Graph tags, schema.org JSON-LD, price and place, and no private field', async () => {
    const path = listingPath(market.listing._id, market.listing.title);
    const context = await market.browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      locale: 'en-US',
      viewport: { width: 1366, height: 900 },
      timezoneId: 'Asia/Kuwait',
    });
    const page = await context.newPage();
    // The photo's sized copy loads (made on demand by the server).
    const photo = page.waitForResponse((answer) => /\/uploads\/.+\.w\d+\.webp$/.test(answer.url()));
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // No script ran, so the page stayed itself.
    expect(new URL(page.url()).pathname).toBe(path);
    const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');
    await expect(meta('og:type')).resolves.toBe('product');
    await expect(meta('og:title')).resolves.toBe(market.title);
    await expect(meta('og:url')).resolves.toBe(`${baseUrl()}${path}`);
    await expect(meta('og:image')).resolves.toMatch(/^http:\/\/.+\/uploads\/.+\.w1280\.webp$/);
    await expect(meta('product:price:amount')).resolves.toBe('275');
    await expect(meta('product:price:currency')).resolves.toBe('KWD');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: market.title, offers: { '@type': 'Offer', price: '275', priceCurrency: 'KWD' } });
    await page.getByRole('heading', { level: 1, name: market.title }).waitFor();
    // The price, named for screen readers ("Price: KWD 275"), formatted as the app formats it.
    // (Intl may join the code and the amount with a no-break space.)
    expect((await page.locator('p.price').textContent())?.replace(/\s+/g, ' ')).toBe('Price: KWD 275');
    await page.getByText('Khaled Seller', { exact: true }).waitFor();
    expect((await photo).status()).toBe(200);
    const html = await page.content();
    for (const secret of ['Salem Al Mubarak', 'Block 10, Street 5', '96550001234']) expect(html).not.toContain(secret);
    await saveScreenshot(page, 'listing-page-no-javascript');
    await context.close();
  });

  it('hands over to the members’ app in Arabic on a phone, where Share gives the page’s link', async () => {
    const path = listingPath(market.listing._id, market.listing.title);
    const { context, page } = await market.memberPage(market.buyer, 'ar', true);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(path);
    await waitForRoute(page, `/app/classifieds/${market.listing._id}`);
    await page.getByRole('heading', { level: 1, name: market.title }).waitFor();
    await page.getByText('٢٧٥ د.ك', { exact: true }).waitFor();
    await screenshot(page, 'listing-page-app-phone-ar');

    await page.getByRole('button', { name: 'مشاركة' }).click();
    const link = `${baseUrl()}${path}`;
    const notice = page.getByText(new RegExp(`^(تم نسخ الرابط|رابط المشاركة): ${link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await notice.waitFor();
    if ((await notice.textContent())?.startsWith('تم نسخ الرابط')) {
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(link);
    }
    await screenshot(page, 'listing-page-share-phone-ar');
    // The copied link opens the page again.
    expect((await fetch(link)).status).toBe(200);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listingPath, listingSlug } from '@souq/contract/listing-link';
import { users } from '../../db/schema/users';
import { admin, buyer, created, disallow, photoOf, seller, t, useListingContext } from '../../../test/fixtures/listing-context';
import { PUBLIC_PAGES_PER_MINUTE } from '../../lib/public-pages-throttle';
import { SITEMAP_PAGE_SIZE, sitemapFiles, sitemapListings } from './public-listings.service';
import { scriptSafeJson } from './listing-page';

useListingContext();

const page = (path: string, language = 'en') => t.app.inject({ url: path, headers: { 'accept-language': language } });
const metaContent = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];
function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'a JSON-LD block').toBeTruthy();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('the listing page /l/:id/:slug', () => {
  it('shows title, price, place, seller and photos with Open Graph and schema.org tags, and hands over to the app', async () => {
    const listing = await created('automotive', { title: 'Toyota Camry 2020', price: '450', description: 'Clean car, one owner.' });
    const photo = await photoOf(seller);
    const response = await page(listingPath(listing._id, listing.title));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(response.headers.vary).toContain('Accept-Language');
    const html = response.body;
    const canonical = `http://souq.test/l/${listing._id}/toyota-camry-2020`;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<h1 id="listing-title" dir="auto">Toyota Camry 2020</h1>');
    expect(html).toContain('KWD 450');
    expect(html).toContain('Salmiya, Hawalli');
    expect(html).toContain('<dd dir="auto">Seller</dd>');
    expect(html).toContain(`src="${photo}.w640.webp"`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:title')).toBe('Toyota Camry 2020');
    expect(metaContent(html, 'og:url')).toBe(canonical);
    expect(metaContent(html, 'og:image')).toBe(`http://souq.test${photo}.w1280.webp`);
    expect(metaContent(html, 'og:description')).toContain('KWD 450 · Salmiya, Hawalli · Clean car');
    expect(metaContent(html, 'product:price:amount')).toBe('450');
    expect(metaContent(html, 'product:price:currency')).toBe('KWD');
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Toyota Camry 2020',
      url: canonical,
      offers: { '@type': 'Offer', price: '450', priceCurrency: 'KWD', availability: 'https://schema.org/InStock', seller: { name: 'Seller' } },
    });
    // The app takes over in a browser: our own script (the CSP allows no inline one) and a plain link.
    expect(html).toContain(`<script src="/listing-page.js" data-app="http://souq.test/#/app/classifieds/${listing._id}" defer></script>`);
    expect(html).toContain(`href="http://souq.test/#/app/classifieds/${listing._id}"`);
    const script = await t.app.inject({ url: '/listing-page.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('location.replace');
    // The slug is for people: the id alone, or an old slug, finds the same page.
    expect((await page(`/l/${listing._id}`)).statusCode).toBe(200);
    expect((await page(`/l/${listing._id}/an-old-title`)).body).toContain(canonical);
  });

  it('speaks the reader’s language: Arabic words, digits and place names for an Arabic browser', async () => {
    const listing = await created('services', { title: 'تنظيف منازل', price: '450' });
    const response = await page(listingPath(listing._id, listing.title), 'ar-KW,ar;q=0.9,en;q=0.5');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('ar');
    const html = response.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('٤٥٠ د.ك');
    expect(html).toContain('السالمية، حولي');
    expect(html).toContain('افتح في سوق');
    expect(metaContent(html, 'og:locale')).toBe('ar_KW');
    expect(metaContent(html, 'og:url')).toBe(`http://souq.test/l/${listing._id}/${encodeURIComponent('تنظيف-منازل')}`);
    // Machines still read a plain amount.
    expect(metaContent(html, 'product:price:amount')).toBe('450');
    expect((await page(listingPath(listing._id, listing.title), 'fr-FR')).body).toContain('<html lang="en" dir="ltr">');
  });

  it('says what buyers judge by under the price: a car’s year and kilometres, a flat’s size, rent or sale and furnishing', async () => {
    const car = await created('automotive', { title: 'Camry', year: '2021', mileage: '45000' });
    const en = (await page(listingPath(car._id, car.title))).body;
    expect(en).toContain('<p class="facts"><span class="visually-hidden">Details: </span>2021 · 45,000 km</p>');
    expect(metaContent(en, 'og:description')).toContain('KWD 120 · 2021 · 45,000 km');
    const ar = (await page(listingPath(car._id, car.title), 'ar')).body;
    // A comma between them: a dot would read as the digit zero (٠).
    expect(ar).toContain('٢٠٢١، ٤٥٬٠٠٠ كم');
    const flat = await created('property', { title: 'Flat', size: '120', furnished: true });
    expect((await page(listingPath(flat._id, flat.title))).body).toContain('120 m² · For rent · Furnished');
    // A listing without them has no line at all.
    const plain = await created('services', { title: 'Cleaning' });
    expect((await page(listingPath(plain._id, plain.title))).body).not.toContain('class="facts"');
  });

  it('escapes a hostile title and description everywhere, the JSON-LD included', async () => {
    const hostile = `</script><script>alert(1)</script><img src=x onerror=alert(2)> "quoted" 'single' & more\u2028end`;
    const listing = await created('services', { title: hostile, description: `${hostile} <!-- -->` });
    const response = await page(`/l/${listing._id}/x`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<!-- -->');
    // Two script elements only: the JSON-LD and the hand-over.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(metaContent(html, 'og:title')).toContain('&quot;quoted&quot; &#39;single&#39; &amp; more');
    expect(jsonLdOf(html).name).toBe(hostile);
    expect(scriptSafeJson({ a: '</script>' })).toBe('{"a":"\\u003c/script\\u003e"}');
    expect(listingSlug(hostile)).toBe('script-script-alert-1-script-img-src-x-onerror-alert-2');
  });

  it('answers 410 for a sold listing and 404 for a disallowed one, a blocked or deleted seller’s, unknown ids and junk, with nothing of the listing', async () => {
    const sold = await created('services', { title: 'Sold sofa Zxq' });
    expect((await t.as(seller).post(`/api/v1/classifieds/${sold._id}/sold`)).statusCode).toBe(200);
    const gone = await page(`/l/${sold._id}/sold-sofa-zxq`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).not.toContain('Zxq');
    expect(gone.body).toContain('<meta name="robots" content="noindex">');
    expect(gone.body).toContain('This listing has ended');
    expect((await page(`/l/${sold._id}`, 'ar')).body).toContain('انتهى هذا الإعلان');

    const hidden = await created('services', { title: 'Disallowed lamp Zxq' });
    expect((await disallow(hidden._id)).statusCode).toBe(200);
    const deleted = await created('services', { title: 'Deleted lamp Zxq' });
    expect((await t.as(seller).delete(`/api/v1/classifieds/${deleted._id}`)).statusCode).toBe(200);
    const blockedSeller = await t.userWithToken('user', { name: 'Blocked seller' });
    const blocked = await created('services', { title: 'Blocked seller lamp Zxq' }, blockedSeller);
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, blockedSeller.id));
    const erasedSeller = await t.userWithToken('user', { name: 'Gone seller' });
    const erased = await created('services', { title: 'Gone seller lamp Zxq' }, erasedSeller);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, erasedSeller.id));

    for (const path of [
      `/l/${hidden._id}/x`,
      `/l/${deleted._id}`,
      `/l/${blocked._id}/x`,
      `/l/${erased._id}/x`,
      '/l/00000000-0000-4000-8000-000000000000/x',
      '/l/junk',
      "/l/'%20OR%201=1%20--/x",
      `/l/${'9'.repeat(64)}`,
      '/l/%22%3E%3Cscript%3E/%3Cscript%3E',
    ]) {
      const response = await page(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).not.toContain('Zxq');
      expect(response.body, path).not.toContain('<script');
      expect(response.body).toContain('Listing not found');
    }
    // Longer than any id: refused by the route's schema, still not a 500.
    expect((await page(`/l/${'9'.repeat(65)}`)).statusCode).toBe(400);
    // The owner and staff still reach a disallowed listing in the apps; the page is only for live ones.
    expect((await t.as(seller).get(`/api/v1/classifieds/${hidden._id}`)).statusCode).toBe(200);
    expect((await t.as(admin).get(`/api/classifieds/get-aclassified?classified_id=${hidden._id}`)).statusCode).toBe(200);
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists live listings’ pages with their last change, and no sold or disallowed one', async () => {
    const live = await created('services', { title: 'Sitemap & lamp' });
    const sold = await created('services', { title: 'Sitemap sold' });
    await t.as(seller).post(`/api/v1/classifieds/${sold._id}/sold`);
    const hidden = await created('services', { title: 'Sitemap hidden' });
    await disallow(hidden._id);
    const index = await t.app.inject({ url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const month = new Date().toISOString().slice(0, 7);
    const fileUrl = `http://souq.test/sitemaps/listings-${month}-1.xml`;
    expect(index.body).toMatch(new RegExp(`<sitemap><loc>${fileUrl}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod></sitemap>`));

    const response = await t.app.inject({ url: new URL(fileUrl).pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml).toMatch(new RegExp(`<url><loc>http://souq.test/l/${live._id}/sitemap-lamp</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod></url>`));
    expect(xml).not.toContain(sold._id);
    expect(xml).not.toContain(hidden._id);
    expect(xml).not.toContain('&lamp');
  });

  it('splits a month of more listings than one file holds into pages, each listing on exactly one', async () => {
    const month = new Date().toISOString().slice(0, 7);
    await created('services', { title: 'Sitemap page one' });
    await created('services', { title: 'Sitemap page two' });
    const files = (await sitemapFiles(t.db, 2)).filter((file) => file.month === month);
    expect(files.map((file) => file.page)).toEqual(Array.from({ length: files.length }, (_, index) => index + 1));
    const pages = await Promise.all(files.map((file) => sitemapListings(t.db, file, 2)));
    const ids = pages.flat().map((listing) => listing.id);
    expect(pages.every((page) => page.length > 0 && page.length <= 2)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe((await sitemapListings(t.db, { month, page: 1 })).length);
    expect(await sitemapListings(t.db, { month, page: files.length + 1 }, 2)).toEqual([]);
  });

  it('answers 404 past the last file and for junk file names, 400 for an overlong one', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const first = await t.app.inject({ url: `/sitemaps/listings-${month}-1.xml` });
    const count = (first.body.match(/<url>/g) ?? []).length;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(SITEMAP_PAGE_SIZE);
    expect((await t.app.inject({ url: `/sitemaps/listings-${month}-2.xml` })).statusCode).toBe(404);
    for (const name of ['listings-1999-01-1.xml', 'listings-2026-13-1.xml', 'listings-2026-11-0.xml', 'x.xml', '%3Cscript%3E', 'listings-2026-11-1.xml%00']) {
      const response = await t.app.inject({ url: `/sitemaps/${name}` });
      expect(response.statusCode, name).toBe(404);
      expect(response.body).not.toContain('<url>');
    }
    expect((await t.app.inject({ url: `/sitemaps/${'9'.repeat(65)}` })).statusCode).toBe(400);
  });

  it('lets crawlers read the listing pages, not the API, and points at the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent: *\nAllow: /l/');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: http://souq.test/sitemap.xml');
  });

  it('limits the public pages per address (429 with Retry-After), other addresses unaffected', async () => {
    const listing = await created('services', { title: 'Busy page' });
    let last = 0;
    for (let i = 0; i <= PUBLIC_PAGES_PER_MINUTE; i++) {
      last = (await t.app.inject({ url: `/l/${listing._id}`, remoteAddress: '203.0.113.9' })).statusCode;
      if (last === 429) break;
    }
    expect(last).toBe(429);
    const refused = await t.app.inject({ url: '/robots.txt', remoteAddress: '203.0.113.9' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect((await t.app.inject({ url: '/robots.txt', remoteAddress: '203.0.113.10' })).statusCode).toBe(200);
    // The members' API is not counted with them.
    expect((await t.as(buyer).get(`/api/v1/classifieds/${listing._id}`)).statusCode).toBe(200);
  });
});

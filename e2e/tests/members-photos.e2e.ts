import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { api, baseUrl, screenshot } from '../support/browser';
import { uploadPicture } from '../support/uploads';
import { listProperty, seedMarket, searchAddress } from '../support/market';
import { signedInMemberPage } from '../support/member-pages';
import { setupSuite } from '../support/suite';

/**
 * Photos sized for the slot, on a phone (390x844 at three device pixels per CSS pixel): every
 * photo of the feed, the listings and a listing's page downloads a copy at most twice as wide as it
 * is shown, never the 4000x3000 photo as uploaded; and a large photo picked in the sell form is
 * scaled down in the browser before it is sent.
 */

/** A 4000x3000 phone photo stored sideways (orientation 6), as a phone camera writes it. */
function bigPhoneJpeg(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: colour } })
    .composite([{ input: { create: { width: 2000, height: 3000, channels: 3, background: '#ffffff' } }, left: 0, top: 0 }])
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const photos = setupSuite({
  seed: async () => {
    const market = await seedMarket();
    const big = await bigPhoneJpeg('#1864ab');
    const file = { name: 'phone.jpg', type: 'image/jpeg', bytes: big };
    const [listingPhoto, postPhoto] = [await uploadPicture(market.seller, 'classifieds', file), await uploadPicture(market.seller, 'posts', file)];
    const secondPhoto = await uploadPicture(market.seller, 'classifieds', { name: 'side.jpg', type: 'image/jpeg', bytes: await bigPhoneJpeg('#c92a2a') });
    const withPhoto = await listProperty(
      market.seller,
      { property: market.property, district: market.district },
      { title: `Flat with a phone photo ${market.run}`, price: '250', rooms: '3' },
    );
    const patched = await api(market.seller, 'PATCH', `/api/v1/classifieds/${withPhoto._id}`, {
      media: [
        { url: listingPhoto, type: 'image' },
        { url: secondPhoto, type: 'image' },
      ],
    });
    expect(patched.status).toBe(200);
    const post = await api(market.seller, 'POST', '/api/v1/posts', {
      title: `Sunset from the tower ${market.run}`,
      media: [{ url: postPhoto, type: 'image' }],
    });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    return { market, withPhoto };
  },
});

interface Checked {
  src: string;
  natural: number;
  shown: number;
  dpr: number;
}

/**
 * Scrolls the page to its end (so lazy photos load), waits for every photo to finish, and answers
 * each uploaded photo shown: the address it downloaded, its natural width, its laid-out width and
 * the screen's density.
 */
async function shownPhotos(page: Page): Promise<Checked[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  });
  // The demo photos' sized copies are made on their first request, a dozen at once for the feed:
  // on a busy two-core machine that takes longer than a screen's usual wait.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 120_000 });
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => new URL(image.currentSrc || image.src, window.location.href).pathname.startsWith('/uploads/'))
      .filter((image) => image.getBoundingClientRect().width > 0 && image.naturalWidth > 0)
      .map((image) => ({
        src: new URL(image.currentSrc, window.location.href).pathname,
        natural: image.naturalWidth,
        shown: image.getBoundingClientRect().width,
        dpr: window.devicePixelRatio,
      })),
  );
}

function expectSizedForTheirSlots(checked: Checked[], where: string) {
  expect(checked.length, where).toBeGreaterThan(0);
  for (const photo of checked) {
    expect(photo.dpr).toBe(3);
    // A sized copy, never the photo as uploaded.
    expect(photo.src, where).toMatch(/\.w(160|320|640|1280)\.webp$/);
    expect(photo.natural, `${where}: ${photo.src} is ${photo.natural} px wide in a ${photo.shown} px slot`).toBeLessThanOrEqual(2 * photo.shown * photo.dpr);
  }
}

describe('photos sized for the slot, on a phone at three device pixels per CSS pixel', () => {
  it('downloads no feed, listing or gallery photo more than twice as wide as it is shown', { timeout: 240_000 }, async () => {
    const { context, page } = await signedInMemberPage(photos.browser, photos.market.buyer, 'en', true, 3);
    try {
      await page.goto('/#/app/home?tab=explore');
      await page
        .getByRole('article')
        .filter({ hasText: `Sunset from the tower ${photos.market.run}` })
        .waitFor();
      const feed = await shownPhotos(page);
      expectSizedForTheirSlots(feed, 'feed');
      // The seller's 4000x3000 photo is among them, as a copy.
      expect(feed.some((photo) => /\/uploads\/posts\/.+\.jpg\.w\d+\.webp$/.test(photo.src))).toBe(true);

      await page.goto(searchAddress(photos.market));
      await page
        .getByTestId('listing-card')
        .filter({ hasText: `Flat with a phone photo ${photos.market.run}` })
        .waitFor();
      expectSizedForTheirSlots(await shownPhotos(page), 'search');

      await page.goto(`/#/app/classifieds/${photos.withPhoto._id}`);
      await page.getByRole('heading', { name: `Flat with a phone photo ${photos.market.run}`, level: 1 }).waitFor();
      const gallery = await shownPhotos(page);
      expectSizedForTheirSlots(gallery, 'listing page');
      expect(gallery.some((photo) => /\/uploads\/classifieds\/.+\.jpg\.w\d+\.webp$/.test(photo.src))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('scales a large photo picked in the sell form to 2048 px at most, upright, before sending it', async () => {
    const { context, page } = await signedInMemberPage(photos.browser, photos.market.seller, 'en', true, 3);
    try {
      await page.goto('/#/app/sell');
      await page.getByRole('link', { name: photos.market.property.category_en, exact: true }).click();
      const form = page.getByRole('form', { name: `Sell in ${photos.market.property.category_en}` });
      const original = await bigPhoneJpeg('#2b8a3e');
      const sent = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('/api/uploads/object/'));
      const stored = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/uploads/object/'));
      await page.getByTestId('sell-photos').setInputFiles({ name: 'phone.jpg', mimeType: 'image/jpeg', buffer: original });
      expect((await sent).headers()['content-type']).toBe('image/jpeg');
      const answer = (await (await stored).json()) as { path: string; bytes: number };
      await form.getByRole('button', { name: 'Remove photo 1' }).waitFor();
      // What reached the server: 2048 px on the long side, upright (the phone held it portrait), far lighter.
      const received = await fetch(`${baseUrl()}${answer.path}`);
      const bytes = Buffer.from(await received.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([1536, 2048]);
      expect(answer.bytes).toBeLessThan(original.length);
      // Upright: the photo's white half is its top.
      const { data } = await sharp(bytes).extract({ left: 768, top: 10, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(200);
    } finally {
      await context.close();
    }
  });

  it('opens a listing’s photos full screen in Arabic on the 1280 px copy, goes to the next, zooms and closes', async () => {
    const { context, page } = await signedInMemberPage(photos.browser, photos.market.buyer, 'ar', true, 3);
    try {
      await page.goto(`/#/app/classifieds/${photos.withPhoto._id}`);
      await page.getByRole('heading', { name: `Flat with a phone photo ${photos.market.run}`, level: 1 }).waitFor();
      await page.getByRole('button', { name: 'فتح الصورة ١ من ٢ بملء الشاشة' }).click();
      const viewer = page.getByRole('dialog', { name: 'صور الإعلان' });
      await viewer.waitFor();
      const shown = viewer.getByRole('img', { name: 'الصورة ١ من ٢' });
      await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1280);
      expect(new URL(await shown.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname).toMatch(/\/uploads\/classifieds\/.+\.jpg\.w1280\.webp$/);
      await viewer.getByText('١ / ٢').waitFor();
      await screenshot(page, 'listing-photo-viewer-phone-ar');

      await viewer.getByRole('button', { name: 'الصورة التالية' }).click();
      await viewer.getByText('٢ / ٢').waitFor();
      // Zoom in with the toolbar (a pinch does the same on a phone): zooming out becomes possible.
      await viewer.getByRole('button', { name: 'تكبير' }).click();
      await expect.poll(() => viewer.getByRole('button', { name: 'تصغير' }).isEnabled()).toBe(true);
      await screenshot(page, 'listing-photo-viewer-zoomed-phone-ar');

      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });
      // The page's gallery stays on the photo the buyer stopped at.
      expect(await page.getByRole('button', { name: 'عرض الصورة ٢' }).getAttribute('aria-pressed')).toBe('true');
    } finally {
      await context.close();
    }
  });
});

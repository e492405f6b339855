import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fillTemplate } from '@souq/contract/fill-template';
import { listingPath } from '@souq/contract/listing-link';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { messages } from '@souq/contract/messages';
import type { ModerationQueue } from '@souq/contract/moderation';
import type { WatchedWordList } from '@souq/contract/watched-words';
import { consoleAr } from '../../apps/web/src/i18n/console/ar';
import { marketAr } from '../../apps/web/src/i18n/members/market.ar';
import { serverAr } from '../../apps/web/src/i18n/server/ar';
import { api, apiLogin, openRoute, screenshot as consoleScreenshot } from '../support/browser';
import { checkScreen } from '../support/console-checks';
import { seedMarket } from '../support/market';
import { screenshotFromTop as screenshot } from '../support/member-pages';
import { setupSuite } from '../support/suite';
import { uploadPicture, type PictureFile } from '../support/uploads';

/**
 * Duplicates and watched words, end to end: the same photo listed again by its seller is refused
 * (English and Arabic, on a phone), by another member queued as a suspected copy beside the
 * original; a listing with a watched word is held and shown in the queue; staff keep the words.
 */

const market = setupSuite({ seed: seedMarket });
const m = messages.console.moderation;
const mAr = consoleAr.console.moderation;
const ww = messages.console.watchedWords;
const wwAr = consoleAr.console.watchedWords;

/** A photo with detail (soft shapes, as a real one has), drawn the same for the same seed. */
async function photo(seed: number): Promise<PictureFile> {
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const shade = (seed * 40 + i * 37) % 255;
    return `<rect x="${(seed * 97 + i * 131) % 640}" y="${(seed * 53 + i * 71) % 480}" width="${120 + i * 20}" height="${90 + i * 15}" fill="rgb(${shade},${255 - shade},90)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="100%" height="100%" fill="rgb(${(seed * 31) % 255},120,200)"/>${shapes}</svg>`;
  return { name: 'car.jpg', type: 'image/jpeg', bytes: await sharp(Buffer.from(svg)).blur(12).jpeg({ quality: 90 }).toBuffer() };
}

async function listWith(member: typeof market.seller, title: string, photoUrl: string) {
  const answer = await api<MemberClassifiedDetail>(member, 'POST', '/api/v1/classifieds', {
    type: 'property',
    category_id: market.property._id,
    country_id: 'KW',
    district_id: market.district._id,
    title,
    description: 'Two bedrooms near the Gulf Road.',
    price: '300',
    mobile: '96550001234',
    address: 'Block 2',
    media: [{ url: photoUrl, type: 'image' }],
    leaseType: 'rent',
    buildingType: 'Apartment',
    street: 'Gulf Road',
    buildingNo: '1',
    floor: '2',
    flatNo: '3',
    blockNo: '2',
    rooms: '2',
    livingRooms: '1',
    bathrooms: '1',
    carParking: false,
  });
  return answer;
}

const queueOption = (page: Page, label: string, text: string) => page.getByRole('listbox', { name: label }).getByRole('option').filter({ hasText: text });

describe('the same photo listed again', () => {
  it('by its seller is refused, naming the listing on sale, in English and in Arabic on a phone', async () => {
    const picture = await photo(7);
    const originalTitle = `Gulf Road flat ${market.run}`;
    const original = await listWith(market.seller, originalTitle, await uploadPicture(market.seller, 'classifieds', picture));
    expect(original.status, JSON.stringify(original.body)).toBe(201);
    const originalPath = listingPath(original.body._id, originalTitle);
    // The form shows the server's message with the listing's title as a link to it, not its address.
    const refusal = fillTemplate(messages.trust.ownDuplicate, { title: originalTitle, link: originalPath }).replace(` (${originalPath})`, '');

    // English, through the sell form, with the same picture saved again from the phone.
    const english = await market.memberPage(market.seller, 'en', true);
    const { page } = english;
    page.setDefaultTimeout(60_000);
    await page.goto('/#/app/sell');
    await page.getByRole('link', { name: market.property.category_en, exact: true }).click();
    const form = page.getByRole('form', { name: `Sell in ${market.property.category_en}` });
    const field = (name: string) => form.getByRole('textbox', { name: new RegExp(`^${name}`) });
    await field('Title').fill(`Bright apartment, sea breeze ${market.run}`);
    await field('Description').fill('Ready to move in.');
    await field('Price').fill('310');
    await field('Phone for buyers').fill('96551112222');
    await form.getByLabel(/^District/).click();
    await page.getByRole('option', { name: market.district.district_en, exact: true }).click();
    await field('Address').fill('Block 2');
    await form.getByLabel(/^Lease type/).click();
    await page.getByRole('option', { name: 'For rent' }).click();
    await field('Building type').fill('Apartment');
    await field('Street').fill('Gulf Road');
    for (const [name, value] of [
      ['Building number', '1'],
      ['Floor', '2'],
      ['Flat number', '3'],
      ['Block number', '2'],
      ['Rooms', '2'],
      ['Living rooms', '1'],
    ] as const) {
      await field(name).fill(value);
    }
    await page.getByTestId('sell-photos').setInputFiles({ name: picture.name, mimeType: picture.type, buffer: Buffer.from(picture.bytes) });
    await form.getByRole('button', { name: 'Remove photo 1' }).waitFor();
    await expect.poll(() => form.getByRole('button', { name: 'Put on sale' }).isEnabled()).toBe(true);
    await form.getByRole('button', { name: 'Put on sale' }).click();
    await page.getByText(refusal).first().waitFor();
    const named = page
      .getByRole('alert')
      .filter({ hasText: refusal })
      .first()
      .getByRole('link', { name: `“${originalTitle}”` });
    await expect(named.getAttribute('href')).resolves.toBe(originalPath);
    await screenshot(page, 'trust-duplicate-refused-phone-en');
    await english.context.close();

    // Arabic: the seller's other listing edited to the same title is refused too, in Arabic.
    const arabic = await market.memberPage(market.seller, 'ar', true);
    arabic.page.setDefaultTimeout(60_000);
    await arabic.page.goto(`/#/app/classifieds/${market.bigger._id}/edit`);
    const edit = arabic.page.getByRole('form', { name: marketAr.edit.formTitle.replace('{{title}}', market.bigger.title) });
    await edit
      .getByRole('textbox', { name: new RegExp(`^${marketAr.sell.titleField}`) })
      .first()
      .fill(originalTitle);
    await edit.getByRole('button', { name: marketAr.edit.submit }).click();
    const refusalAr = fillTemplate(serverAr.trust.ownDuplicate, { title: originalTitle, link: originalPath }).replace(` (${originalPath})`, '');
    await arabic.page.getByText(refusalAr).first().waitFor();
    const namedAr = arabic.page
      .getByRole('alert')
      .filter({ hasText: refusalAr })
      .first()
      .getByRole('link', { name: `«${originalTitle}»` });
    await expect(namedAr.getAttribute('href')).resolves.toBe(originalPath);
    await screenshot(arabic.page, 'trust-duplicate-refused-phone-ar');
    await arabic.context.close();
  }, 300_000);

  it('by another member is listed and queued as a suspected copy, shown beside the original in the console', async () => {
    const picture = await photo(11);
    const originalTitle = `Marina view studio ${market.run}`;
    expect((await listWith(market.seller, originalTitle, await uploadPicture(market.seller, 'classifieds', picture))).status).toBe(201);
    const copyTitle = `Studio for rent, furnished ${market.run}`;
    const copy = await listWith(market.buyer, copyTitle, await uploadPicture(market.buyer, 'classifieds', picture));
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    const admin = await apiLogin('admin');
    const queue = await api<ModerationQueue>(admin, 'GET', '/api/admin/moderation/queue?kind=listing&limit=100');
    expect(queue.body.items.find((item) => item.subject_id === copy.body._id)).toMatchObject({ signals: ['suspected_copy'], copyOf: { title: originalTitle } });

    const { context, page } = await market.consolePage('admin');
    page.setDefaultTimeout(60_000);
    await openRoute(page, '/rm-admin/moderation');
    await queueOption(page, m.queueLabel, copyTitle).click();
    await page.getByRole('heading', { level: 2, name: copyTitle }).waitFor();
    const original = page.getByRole('region', { name: m.copyOfTitle });
    await original.getByText(originalTitle).waitFor();
    await original.getByText(m.signals.suspected_copy).or(page.getByText(m.signals.suspected_copy).first()).first().waitFor();
    await consoleScreenshot(page, 'trust-suspected-copy-en');

    await page.getByRole('button', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('region', { name: mAr.copyOfTitle }).getByText(originalTitle).waitFor();
    await consoleScreenshot(page, 'trust-suspected-copy-ar');
    await page.getByRole('button', { name: 'English' }).click();
    await context.close();
  }, 300_000);
});

describe('a listing with a watched word', () => {
  it('is held from buyers and shown in the moderation queue with the word', async () => {
    const title = `Vape starter kit ${market.run}`;
    const held = await listWith(market.seller, title, await uploadPicture(market.seller));
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect(held.body.allowed).toBe(false);
    expect((await api(market.buyer, 'GET', `/api/v1/classifieds/${held.body._id}`)).status).toBe(404);

    const { context, page } = await market.consolePage('admin');
    page.setDefaultTimeout(60_000);
    await openRoute(page, '/rm-admin/moderation');
    await queueOption(page, m.queueLabel, title).click();
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await page.getByText(m.heldHint).waitFor();
    await page.getByText(m.signals.watched_word_hold).first().waitFor();
    await consoleScreenshot(page, 'trust-watched-word-held-en');
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByText(mAr.heldHint).waitFor();
    await consoleScreenshot(page, 'trust-watched-word-held-ar');
    await page.getByRole('button', { name: 'English' }).click();
    await context.close();
  }, 300_000);
});

describe('the watched words screen', () => {
  it('passes axe, and adds a word in Arabic stored normalised, then deletes it after a confirmation', async () => {
    const { context, page } = await market.consolePage('admin');
    page.setDefaultTimeout(60_000);
    expect(await checkScreen(page, '/rm-admin/watched-words')).toBe(`${ww.title} · Souq`);
    await consoleScreenshot(page, 'watched-words-en');

    await page.getByRole('button', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('heading', { level: 1, name: wwAr.title }).waitFor();
    const typed = `ألعاب نارية ${market.run}`;
    const stored = `العاب ناريه ${market.run}`;
    await page.getByRole('button', { name: wwAr.add }).click();
    const form = page.getByRole('form', { name: wwAr.addTitle });
    await form.getByRole('textbox', { name: wwAr.phrase }).fill(typed);
    await form.getByRole('combobox', { name: wwAr.action }).selectOption('hold');
    await form.getByRole('combobox', { name: wwAr.category }).selectOption('weapons');
    await consoleScreenshot(page, 'watched-words-ar-form');
    await form.getByRole('button', { name: wwAr.save }).click();
    await page.getByRole('status').filter({ hasText: consoleAr.generic.dataAdded }).waitFor();
    const row = page.getByRole('table', { name: wwAr.title }).getByRole('row').filter({ hasText: stored });
    await row.waitFor();
    expect(await row.textContent()).toContain(wwAr.actionNames.hold);
    await consoleScreenshot(page, 'watched-words-ar');

    await row.getByRole('button', { name: `${wwAr.delete} ${stored}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(wwAr.confirmDelete).waitFor();
    await dialog.getByRole('button', { name: consoleAr.console.confirm.yes }).click();
    await page.getByRole('status').filter({ hasText: serverAr.trust.deleted }).waitFor();
    const { words } = (await api<WatchedWordList>(await apiLogin('admin'), 'GET', '/api/watched-words')).body;
    expect(words.some((word) => word.phrase === stored)).toBe(false);
    await page.getByRole('button', { name: 'English' }).click();
    await context.close();
  }, 300_000);
});

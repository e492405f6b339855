import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZBanner, ZBannerList } from '@souq/contract/banners';
import { auditLog, banners } from '../../db/schema/content';
import { buildBanner, buildCountry } from '../../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';

let t: TestContext;
let admin: string;
let dataentry: string;
beforeAll(async () => {
  t = await createTestContext();
  await buildCountry(t.db, { id: 'KW', countryEnglish: 'Kuwait' });
  await buildCountry(t.db, { id: 'SA', countryEnglish: 'Saudi Arabia', isSelected: false });
  admin = (await t.userWithToken('admin')).token;
  dataentry = (await t.userWithToken('dataentry')).token;
});
afterAll(() => t.close());

const valid = {
  banner_type: 'placement',
  banner_action_url: 'https://souq.example/offer',
  banner_url: '/uploads/posts/2026/11/00000000-0000-4000-8000-000000000000.png',
  country_id: 'KW',
  bannerFor: 'Placement3',
  placement: 3,
};

describe('banners', () => {
  it('creates, lists 20 a page by country, edits the link and deletes, auditing each write', async () => {
    const created = await t.as(admin).post('/api/category/add-banner', valid);
    expect(created.statusCode).toBe(201);
    const banner = ZBanner.parse(created.json());
    expect(banner).toMatchObject({ banner_type: 'placement', placement: 3, bannerFor: 'Placement3', country_id: { _id: 'KW' } });

    for (let i = 0; i < 21; i += 1) await buildBanner(t.db, { bannerActionUrl: `https://souq.example/${i}`, countryId: 'KW' });
    await buildBanner(t.db, { bannerActionUrl: 'https://souq.example/0', countryId: 'SA' });
    const page1 = ZBannerList.parse((await t.as(admin).get('/api/category/get-banners?country_id=KW')).json());
    expect(page1.banners).toHaveLength(20);
    expect(page1.isNext).toBe(true);
    const page2 = ZBannerList.parse((await t.as(admin).get('/api/category/get-banners?country_id=KW&page=2')).json());
    expect(page2.banners).toHaveLength(2);
    expect(page2.isNext).toBe(false);
    const searched = ZBannerList.parse((await t.as(admin).get('/api/category/get-banners?country_id=KW&textSearch=placement3')).json());
    expect(searched.banners.map((b) => b._id)).toEqual([banner._id]);

    const edited = await t.as(admin).post('/api/category/edit-link-banner', { banner_id: banner._id, newURL: 'http://souq.example/new' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ banner_action_url: 'http://souq.example/new' });

    const deleted = await t.as(admin).post('/api/category/delete-banner', { banner_id: banner._id });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(banners).where(eq(banners.id, banner._id))).toEqual([]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.recordId, banner._id));
    expect(audit.map((a) => a.action).sort()).toEqual(['banner.create', 'banner.delete', 'banner.edit-link']);
  });

  it.each([
    [{ banner_type: undefined }, messages.banner.typeRequired],
    [{ banner_type: 'popup' }, messages.banner.typeRequired],
    [{ banner_action_url: '' }, messages.banner.actionUrlRequired],
    [{ banner_action_url: 'javascript:alert(1)' }, messages.banner.invalidUrl],
    [{ country_id: '' }, messages.banner.countryRequired],
    [{ placement: -1 }, messages.banner.placementRequired],
    [{ banner_url: '' }, messages.banner.imageRequired],
    [{ banner_type: 'banner', placement: 3 }, messages.banner.invalidPlacement],
    [{ banner_type: 'placement', placement: 0, bannerFor: 'Banner' }, messages.banner.invalidPlacement],
    [{ placement: 13 }, messages.banner.invalidPlacement],
    [{ bannerFor: 'Placement4' }, messages.banner.invalidPlacement],
  ])('refuses %o with its message and creates nothing', async (change, message) => {
    const before = await t.db.$count(banners);
    const response = await t.as(admin).post('/api/category/add-banner', { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
    expect(await t.db.$count(banners)).toBe(before);
  });

  it('refuses an unknown country and a non-http link on edit', async () => {
    const unknown = await t.as(admin).post('/api/category/add-banner', { ...valid, country_id: 'ZZ' });
    expect(unknown.statusCode).toBe(400);
    const created = ZBanner.parse((await t.as(admin).post('/api/category/add-banner', valid)).json());
    const bad = await t.as(admin).post('/api/category/edit-link-banner', { banner_id: created._id, newURL: 'data:text/html,x' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toBe(messages.banner.invalidUrl);
  });

  // Links people are sent to: anything but http(s) could run script or fetch from elsewhere.
  const notHttp = [
    'javascript:window.__xss=1',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://souq.example/file',
    'file:///etc/passwd',
    'https:souq.example',
    '//souq.example/offer',
    'https://',
  ];

  it.each(notHttp)('refuses the link %j on add and on edit, changing nothing', async (link) => {
    const created = ZBanner.parse((await t.as(admin).post('/api/category/add-banner', valid)).json());
    const before = await t.db.$count(banners);
    const added = await t.as(admin).post('/api/category/add-banner', { ...valid, banner_action_url: link });
    expect(added.statusCode).toBe(400);
    expect(errorOf(added)).toBe(messages.banner.invalidUrl);
    expect(await t.db.$count(banners)).toBe(before);
    const edited = await t.as(admin).post('/api/category/edit-link-banner', { banner_id: created._id, newURL: link });
    expect(edited.statusCode).toBe(400);
    expect(errorOf(edited)).toBe(messages.banner.invalidUrl);
    const [stored] = await t.db.select().from(banners).where(eq(banners.id, created._id));
    expect(stored?.bannerActionUrl).toBe(valid.banner_action_url);
  });

  it('takes http and https links, including Arabic paths and queries', async () => {
    for (const link of ['http://souq.example/a', 'HTTPS://souq.example/عروض?q=1&x="y"', 'https://xn--mgbh0fb.example/']) {
      const added = await t.as(admin).post('/api/category/add-banner', { ...valid, banner_action_url: link });
      expect(added.statusCode).toBe(201);
      expect(added.json<{ banner_action_url: string }>().banner_action_url).toBe(link);
    }
  });

  it('refuses a link over 2048 characters with its own message', async () => {
    const response = await t.as(admin).post('/api/category/add-banner', { ...valid, banner_action_url: `https://souq.example/${'a'.repeat(2048)}` });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(messages.generic.linkTooLong);
  });

  it('answers 404 for unknown banners, 401 without a token and 403 for dataentry', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'junk', '1 OR 1=1']) {
      expect((await t.as(admin).post('/api/category/delete-banner', { banner_id: id })).statusCode).toBe(404);
      expect((await t.as(admin).post('/api/category/edit-link-banner', { banner_id: id, newURL: 'https://x.example' })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: '/api/category/get-banners' })).statusCode).toBe(401);
    expect((await t.as(dataentry).get('/api/category/get-banners')).statusCode).toBe(403);
    expect((await t.as(dataentry).post('/api/category/add-banner', valid)).statusCode).toBe(403);
  });
});

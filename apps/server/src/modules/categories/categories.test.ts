import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZCategory, ZCategoryList } from '@souq/contract/categories';
import { categories, subCategories } from '../../db/schema/categories';
import { auditLog } from '../../db/schema/content';
import { buildCategory, buildClassified, buildDropdownValue, buildSubCategory } from '../../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { addCategory, editCategory } from './categories.service';

let t: TestContext;
let admin: string;
let adminId: string;
let dataentry: string;
let member: string;
let memberId: string;

beforeAll(async () => {
  t = await createTestContext();
  ({ token: admin, id: adminId } = await t.userWithToken('admin'));
  dataentry = (await t.userWithToken('dataentry')).token;
  ({ token: member, id: memberId } = await t.userWithToken('user'));
});
afterAll(() => t.close());

const IMAGE = '/uploads/posts/2026/11/00000000-0000-4000-8000-000000000000.png';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const JUNK_IDS = [UNKNOWN, 'junk', '1 OR 1=1', "'; drop table categories; --", '%', 'a'.repeat(64)];
const valid = { category_en: 'Electronics', category_ar: 'إلكترونيات', category_image: IMAGE };

async function create(fields: Partial<typeof valid> = {}) {
  const response = await t.as(admin).post('/api/category/add-category', { ...valid, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return ZCategory.parse(response.json());
}

const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.recordId, id));

describe('categories', () => {
  it('creates, lists, edits and deletes a category, auditing each write with before and after', async () => {
    const created = await create({ category_en: '  Cameras ' });
    expect(created).toMatchObject({ category_en: 'Cameras', category_ar: valid.category_ar, category_image: IMAGE, classifiedType: null });

    const list = ZCategoryList.parse((await t.as(admin).get('/api/category/get-categories')).json());
    expect(list.categories.map((c) => c._id)).toContain(created._id);

    const edited = await t.as(admin).post('/api/category/edit-category', { category_id: created._id, category_en: 'Cameras & Lenses', category_ar: 'كاميرات' });
    expect(edited.statusCode).toBe(200);
    // No new image: the current one stays.
    expect(ZCategory.parse(edited.json())).toMatchObject({
      category_en: 'Cameras & Lenses',
      category_ar: 'كاميرات',
      category_image: IMAGE,
    });
    const newImage = 'https://cdn.souq.example/cameras.png';
    const reimaged = await t.as(admin).post('/api/category/edit-category', { ...valid, category_id: created._id, category_image: newImage });
    expect(reimaged.json()).toMatchObject({ category_en: valid.category_en, category_image: newImage });

    const deleted = await t.as(admin).post('/api/category/delete-category', { category_id: created._id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: messages.category.deleted });
    expect(await t.db.select().from(categories).where(eq(categories.id, created._id))).toEqual([]);

    const audit = await auditOf(created._id);
    expect(audit.map((a) => a.action).sort()).toEqual(['category.create', 'category.delete', 'category.edit', 'category.edit']);
    expect(audit.every((a) => a.actorId === adminId && a.recordType === 'category')).toBe(true);
    const firstEdit = audit.find((a) => a.action === 'category.edit' && a.after?.includes('Lenses'));
    expect(JSON.parse(firstEdit!.before!)).toMatchObject({ category_en: 'Cameras' });
    expect(JSON.parse(firstEdit!.after!)).toMatchObject({ category_en: 'Cameras & Lenses' });
  });

  it('lists by creation time then name, and searches both names case-insensitively', async () => {
    await t.db.delete(categories);
    const at = new Date('2026-01-01T00:00:00Z');
    for (const row of [
      { categoryEn: 'bikes', categoryAr: 'دراجات', createdAt: at },
      { categoryEn: 'Automotive', categoryAr: 'سيارات', createdAt: at },
      { categoryEn: 'Jobs 100%', categoryAr: 'وظائف', createdAt: new Date('2025-06-01T00:00:00Z') },
      { categoryEn: 'Boat_Parts', categoryAr: 'قوارب', createdAt: new Date('2026-02-01T00:00:00Z') },
    ]) {
      await buildCategory(t.db, row);
    }
    const names = async (query = '', token = admin) => {
      const response = await t.as(token).get(`/api/category/get-categories${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return ZCategoryList.parse(response.json()).categories.map((c) => c.category_en);
    };
    expect(await names()).toEqual(['Jobs 100%', 'Automotive', 'bikes', 'Boat_Parts']);
    expect(await names('?textSearch=AUTO')).toEqual(['Automotive']);
    expect(await names(`?textSearch=${encodeURIComponent('سيار')}`)).toEqual(['Automotive']);
    expect(await names('?textSearch=%20%20')).toHaveLength(4);
    // The user's % and _ are text, not wildcards.
    expect(await names('?textSearch=%25')).toEqual(['Jobs 100%']);
    expect(await names('?textSearch=_')).toEqual(['Boat_Parts']);
    expect(await names('?textSearch=t_P')).toEqual(['Boat_Parts']);
    expect(await names('?textSearch=b%25s')).toEqual([]);
    // The mobile apps read categories too; dataentry picks them in the classifieds screens.
    expect(await names('', member)).toHaveLength(4);
    expect(await names('', dataentry)).toHaveLength(4);
  });

  it.each([
    [{ category_en: undefined }, messages.category.nameEnRequired],
    [{ category_en: '   ' }, messages.category.nameEnRequired],
    [{ category_en: 42 }, messages.category.nameEnRequired],
    [{ category_ar: undefined }, messages.category.nameArRequired],
    [{ category_ar: '' }, messages.category.nameArRequired],
    [{ category_ar: ['a'] }, messages.category.nameArRequired],
    [{ category_image: '' }, messages.category.imageRequired],
    [{ category_image: 'javascript:alert(1)' }, 'The image must be an uploaded file'],
    [{ category_en: 'x'.repeat(201) }, 'The name is too long'],
  ])('refuses to create %o with its message and writes nothing', async (change, message) => {
    const before = [await t.db.$count(categories), await t.db.$count(auditLog)];
    const response = await t.as(admin).post('/api/category/add-category', { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
    expect([await t.db.$count(categories), await t.db.$count(auditLog)]).toEqual(before);
  });

  it('answers the first message for an empty body, and the same messages on edit', async () => {
    const empty = await t.as(admin).post('/api/category/add-category');
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toBe(messages.category.nameEnRequired);
    const category = await create();
    for (const [change, message] of [
      [{ category_en: ' ' }, messages.category.nameEnRequired],
      [{ category_ar: undefined }, messages.category.nameArRequired],
    ] as const) {
      const response = await t.as(admin).post('/api/category/edit-category', { ...valid, category_id: category._id, ...change });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(message);
    }
    expect((await t.as(admin).post('/api/category/edit-category', { ...valid })).statusCode).toBe(400);
    expect((await t.as(admin).post('/api/category/delete-category', {})).statusCode).toBe(400);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of JUNK_IDS) {
      const edit = await t.as(admin).post('/api/category/edit-category', { ...valid, category_id: id });
      expect(edit.statusCode, id).toBe(404);
      expect(errorOf(edit)).toBe(messages.category.notFound);
      const del = await t.as(admin).post('/api/category/delete-category', { category_id: id });
      expect(del.statusCode, id).toBe(404);
      expect(errorOf(del)).toBe(messages.category.notFound);
    }
  });

  it('refuses (409) to delete a category its sub-categories, values or posts use, and audits nothing', async () => {
    const withSub = await create({ category_en: 'With sub' });
    const sub = await buildSubCategory(t.db, { categoryId: withSub._id });
    const withValue = await create({ category_en: 'With value' });
    await buildDropdownValue(t.db, { categoryId: withValue._id, identityName: 'career_level' });
    const withPost = await create({ category_en: 'With post' });
    await buildClassified(t.db, { userId: memberId, categoryId: withPost._id });
    for (const category of [withSub, withValue, withPost]) {
      const response = await t.as(admin).post('/api/category/delete-category', { category_id: category._id });
      expect(response.statusCode, category.category_en).toBe(409);
      expect(errorOf(response)).toBe(messages.category.inUse);
      expect(await t.db.$count(categories, eq(categories.id, category._id))).toBe(1);
      expect((await auditOf(category._id)).map((a) => a.action)).toEqual(['category.create']);
    }
    // Once the sub-category is gone the category can go too.
    await t.db.delete(subCategories).where(eq(subCategories.id, sub.id));
    expect((await t.as(admin).post('/api/category/delete-category', { category_id: withSub._id })).statusCode).toBe(200);
  });

  it('writes the change and its audit row in one transaction', async () => {
    const ghost = UNKNOWN; // no such user: the audit row's foreign key fails
    const before = await t.db.$count(categories);
    await expect(addCategory(t.db, ghost, { ...valid, category_en: 'Ghost' })).rejects.toThrow();
    expect(await t.db.$count(categories)).toBe(before);

    const category = await create({ category_en: 'Kept' });
    await expect(editCategory(t.db, ghost, { ...valid, category_id: category._id, category_en: 'Changed' })).rejects.toThrow();
    expect((await t.db.select().from(categories).where(eq(categories.id, category._id)))[0]?.categoryEn).toBe('Kept');
  });

  it('asks writers for a token (401) and lets only admins write (403)', async () => {
    const category = await create();
    const writes = [
      ['add-category', valid],
      ['edit-category', { ...valid, category_id: category._id }],
      ['delete-category', { category_id: category._id }],
    ] as const;
    // Visitors of the members' app read the categories; a bad token is still refused.
    expect((await t.anonymous.get('/api/category/get-categories')).statusCode).toBe(200);
    expect((await t.as('not.a.token').get('/api/category/get-categories')).statusCode).toBe(401);
    for (const [url, payload] of writes) {
      expect((await t.anonymous.post(`/api/category/${url}`, payload)).statusCode, url).toBe(401);
      expect((await t.as('not.a.token').post(`/api/category/${url}`, payload)).statusCode, url).toBe(401);
      expect((await t.as(dataentry).post(`/api/category/${url}`, payload)).statusCode, url).toBe(403);
      expect((await t.as(member).post(`/api/category/${url}`, payload)).statusCode, url).toBe(403);
    }
    expect(await t.db.$count(categories, eq(categories.id, category._id))).toBe(1);
  });

  it('answers junk with a 4xx, never a 5xx', async () => {
    const shapes: unknown[] = [[], [valid], 'text', 42, null, { category_id: { id: UNKNOWN } }];
    const names = [
      { category_en: { $ne: '' } },
      { category_en: null },
      { category_image: 12 },
      { category_image: 'https://x.example/' + 'a'.repeat(5000) },
      { category_en: 'x'.repeat(200_000) },
      { category_en: 'x'.repeat(2_000_000) },
    ];
    const ids = [{ category_id: ['a'] }, { category_id: 7 }, { category_id: 'x'.repeat(65) }, { category_id: null }];
    const cases = [
      ...['add-category', 'edit-category', 'delete-category'].flatMap((url) => shapes.map((body) => [url, body] as const)),
      ...names.map((change) => ['add-category', { ...valid, ...change }] as const),
      ...names.map((change) => ['edit-category', { ...valid, category_id: UNKNOWN, ...change }] as const),
      ...ids.map((change) => ['edit-category', { ...valid, ...change }] as const),
      ...ids.map((change) => ['delete-category', change] as const),
    ];
    for (const [url, body] of cases) {
      const response = await t.as(admin).post(`/api/category/${url}`, body);
      const label = `${url} ${JSON.stringify(body)?.slice(0, 80)}: ${response.body.slice(0, 200)}`;
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, label).toBeLessThan(500);
    }
    const raw = await t.as(admin).post('/api/category/add-category', '{"category_en":', { headers: { 'content-type': 'application/json' } });
    expect(raw.statusCode).toBe(400);
    for (const query of ['textSearch=' + 'x'.repeat(201), 'textSearch=a&textSearch=b', 'textSearch[]=a', `textSearch=${encodeURIComponent('\\')}`]) {
      const response = await t.as(admin).get(`/api/category/get-categories?${query}`);
      expect(response.statusCode, query).toBeLessThan(500);
    }
  });
});

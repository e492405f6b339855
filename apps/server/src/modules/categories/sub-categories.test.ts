import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZSubCategory, ZSubCategoryList } from '@souq/contract/categories';
import { subCategories } from '../../db/schema/categories';
import { auditLog } from '../../db/schema/content';
import { buildCategory, buildClassified, buildDropdownValue, buildSubCategory } from '../../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { addSubCategory } from './sub-categories.service';

let t: TestContext;
let admin: string;
let adminId: string;
let dataentry: string;
let member: string;
let memberId: string;
let vehicles: string;
let jobs: string;

beforeAll(async () => {
  t = await createTestContext();
  ({ token: admin, id: adminId } = await t.userWithToken('admin'));
  dataentry = (await t.userWithToken('dataentry')).token;
  ({ token: member, id: memberId } = await t.userWithToken('user'));
  vehicles = (await buildCategory(t.db, { categoryEn: 'Vehicles', createdAt: new Date('2026-01-01T00:00:00Z') })).id;
  jobs = (await buildCategory(t.db, { categoryEn: 'Jobs', createdAt: new Date('2026-02-01T00:00:00Z') })).id;
});
afterAll(() => t.close());

const IMAGE = '/uploads/posts/2026/11/00000000-0000-4000-8000-000000000001.png';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const JUNK_IDS = [UNKNOWN, 'junk', '1 OR 1=1', "'; drop table sub_categories; --", '%', 'a'.repeat(64)];
const valid = () => ({ sub_category_en: 'Cars', sub_category_ar: 'سيارات', sub_category_image: IMAGE, category_id: vehicles });

async function create(fields: Partial<ReturnType<typeof valid>> = {}) {
  const response = await t.as(admin).post('/api/category/add-sub-category', { ...valid(), ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return ZSubCategory.parse(response.json());
}

async function listed(url: string, token = admin) {
  const response = await t.as(token).get(`/api/category/${url}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZSubCategoryList.parse(response.json()).subCategories;
}

const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.recordId, id));

describe('sub-categories', () => {
  it('creates, edits and deletes a sub-category with its parent populated, auditing each write', async () => {
    const created = await create({ sub_category_image: undefined });
    expect(created).toMatchObject({
      sub_category_en: 'Cars',
      sub_category_image: '',
      category_id: { _id: vehicles, category_en: 'Vehicles' },
    });

    const moved = await t.as(admin).post('/api/category/edit-sub-category', {
      ...valid(),
      sub_category_id: created._id,
      sub_category_en: 'Drivers',
      category_id: jobs,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(ZSubCategory.parse(moved.json())).toMatchObject({
      sub_category_en: 'Drivers',
      sub_category_image: IMAGE,
      category_id: { _id: jobs, category_en: 'Jobs' },
    });
    // As the original: an edit without an image stores none.
    const cleared = await t.as(admin).post('/api/category/edit-sub-category', { ...valid(), sub_category_id: created._id, sub_category_image: '' });
    expect(cleared.json()).toMatchObject({ sub_category_image: '', category_id: { _id: vehicles } });

    const deleted = await t.as(admin).post('/api/category/delete-sub-category-by-admin', { sub_category_id: created._id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: messages.subCategory.deleted });
    expect(await t.db.$count(subCategories, eq(subCategories.id, created._id))).toBe(0);

    const audit = await auditOf(created._id);
    expect(audit.map((a) => a.action).sort()).toEqual(['sub-category.create', 'sub-category.delete', 'sub-category.edit', 'sub-category.edit']);
    expect(audit.every((a) => a.actorId === adminId && a.recordType === 'sub-category')).toBe(true);
  });

  it('lists by parent then name, filtered by category and by name', async () => {
    await t.db.delete(subCategories);
    for (const row of [
      { categoryId: jobs, subCategoryEn: 'Accounting', subCategoryAr: 'محاسبة' },
      { categoryId: vehicles, subCategoryEn: 'trucks', subCategoryAr: 'شاحنات' },
      { categoryId: vehicles, subCategoryEn: 'Boats_50%', subCategoryAr: 'قوارب' },
      { categoryId: vehicles, subCategoryEn: 'Cars', subCategoryAr: 'سيارات' },
    ]) {
      await buildSubCategory(t.db, row);
    }
    const names = (rows: { sub_category_en: string }[]) => rows.map((r) => r.sub_category_en);
    const all = await listed('get-sub-catgeory-by-admin?preference=1');
    expect(names(all)).toEqual(['Boats_50%', 'Cars', 'trucks', 'Accounting']);
    expect(all[3]?.category_id).toEqual({ _id: jobs, category_en: 'Jobs' });
    expect(names(await listed(`get-sub-catgeory-by-admin?preference=1&category_id=${jobs}`))).toEqual(['Accounting']);
    expect(names(await listed('get-sub-catgeory-by-admin?category_id='))).toHaveLength(4);
    expect(names(await listed('get-sub-catgeory-by-admin?textSearch=CAR'))).toEqual(['Cars']);
    expect(names(await listed(`get-sub-catgeory-by-admin?textSearch=${encodeURIComponent('شاح')}`))).toEqual(['trucks']);
    expect(names(await listed('get-sub-catgeory-by-admin?textSearch=_5'))).toEqual(['Boats_50%']);
    expect(names(await listed('get-sub-catgeory-by-admin?textSearch=%25'))).toEqual(['Boats_50%']);
    expect(names(await listed(`get-sub-catgeory-by-admin?textSearch=c&category_id=${jobs}`))).toEqual(['Accounting']);
    expect(await listed('get-sub-catgeory-by-admin', dataentry)).toHaveLength(4);

    // The apps' call: one category's sub-categories, any signed-in role.
    expect(names(await listed(`get-sub-catgeory?category_id=${vehicles}&prefrence=1`, member))).toEqual(['Boats_50%', 'Cars', 'trucks']);
    expect(names(await listed(`get-sub-catgeory?category_id=${jobs}`, dataentry))).toEqual(['Accounting']);
  });

  it.each([
    [{ sub_category_en: undefined }, messages.subCategory.nameEnRequired],
    [{ sub_category_en: ' ' }, messages.subCategory.nameEnRequired],
    [{ sub_category_en: 7 }, messages.subCategory.nameEnRequired],
    [{ sub_category_ar: undefined }, messages.subCategory.nameArRequired],
    [{ sub_category_ar: '' }, messages.subCategory.nameArRequired],
    [{ category_id: undefined }, messages.subCategory.categoryRequired],
    [{ category_id: '' }, messages.subCategory.categoryRequired],
    [{ category_id: ['x'] }, messages.subCategory.categoryRequired],
    [{ sub_category_image: 'file:///etc/passwd' }, 'The image must be an uploaded file'],
  ])('refuses %o with its message, on create and on edit, writing nothing', async (change, message) => {
    const existing = await create();
    const before = [await t.db.$count(subCategories), await t.db.$count(auditLog)];
    const added = await t.as(admin).post('/api/category/add-sub-category', { ...valid(), ...change });
    expect(added.statusCode).toBe(400);
    expect(errorOf(added)).toBe(message);
    const edited = await t.as(admin).post('/api/category/edit-sub-category', { ...valid(), sub_category_id: existing._id, ...change });
    expect(edited.statusCode).toBe(400);
    expect(errorOf(edited)).toBe(message);
    expect([await t.db.$count(subCategories), await t.db.$count(auditLog)]).toEqual(before);
  });

  it('answers 404 for unknown or malformed sub-categories and parents', async () => {
    const existing = await create();
    for (const id of JUNK_IDS) {
      const added = await t.as(admin).post('/api/category/add-sub-category', { ...valid(), category_id: id });
      expect(added.statusCode, id).toBe(404);
      expect(errorOf(added)).toBe(messages.category.notFound);
      const reparented = await t.as(admin).post('/api/category/edit-sub-category', { ...valid(), sub_category_id: existing._id, category_id: id });
      expect(reparented.statusCode, id).toBe(404);
      expect(errorOf(reparented)).toBe(messages.category.notFound);
      const edited = await t.as(admin).post('/api/category/edit-sub-category', { ...valid(), sub_category_id: id });
      expect(edited.statusCode, id).toBe(404);
      expect(errorOf(edited)).toBe(messages.subCategory.notFound);
      const deleted = await t.as(admin).post('/api/category/delete-sub-category-by-admin', { sub_category_id: id });
      expect(deleted.statusCode, id).toBe(404);
      expect(errorOf(deleted)).toBe(messages.subCategory.notFound);
      for (const url of ['get-sub-catgeory-by-admin', 'get-sub-catgeory']) {
        const listedResponse = await t.as(admin).get(`/api/category/${url}?category_id=${encodeURIComponent(id)}`);
        expect(listedResponse.statusCode, `${url} ${id}`).toBe(404);
        expect(errorOf(listedResponse)).toBe(messages.category.notFound);
      }
    }
    expect((await t.as(admin).get('/api/category/get-sub-catgeory')).statusCode).toBe(400);
  });

  it('refuses (409) to delete or move a sub-category that values or posts use', async () => {
    const withValue = await create({ sub_category_en: 'With value' });
    await buildDropdownValue(t.db, { categoryId: vehicles, subCategoryId: withValue._id, identityName: 'model' });
    const withPost = await create({ sub_category_en: 'With post' });
    await buildClassified(t.db, { userId: memberId, categoryId: vehicles, subCategoryId: withPost._id });
    for (const sub of [withValue, withPost]) {
      const deleted = await t.as(admin).post('/api/category/delete-sub-category-by-admin', { sub_category_id: sub._id });
      expect(deleted.statusCode).toBe(409);
      expect(errorOf(deleted)).toMatch(/still used/);
      const moved = await t.as(admin).post('/api/category/edit-sub-category', { ...valid(), sub_category_id: sub._id, category_id: jobs });
      expect(moved.statusCode).toBe(409);
      expect(await t.db.$count(subCategories, eq(subCategories.id, sub._id))).toBe(1);
      // Renaming under the same parent is fine.
      const renamed = await t.as(admin).post('/api/category/edit-sub-category', { ...valid(), sub_category_id: sub._id, sub_category_en: 'Renamed' });
      expect(renamed.statusCode).toBe(200);
      expect((await auditOf(sub._id)).map((a) => a.action).sort()).toEqual(['sub-category.create', 'sub-category.edit']);
    }
    // The parent category cannot go either while its sub-categories exist.
    const parentDelete = await t.as(admin).post('/api/category/delete-category', { category_id: vehicles });
    expect(parentDelete.statusCode).toBe(409);
  });

  it('writes the sub-category and its audit row in one transaction', async () => {
    const before = await t.db.$count(subCategories);
    await expect(addSubCategory(t.db, UNKNOWN, { ...valid(), sub_category_image: '' })).rejects.toThrow();
    expect(await t.db.$count(subCategories)).toBe(before);
  });

  it('asks writers and the admin list for a token (401), keeps writes to admins and the admin list to staff (403)', async () => {
    const sub = await create();
    const writes = [
      ['add-sub-category', valid()],
      ['edit-sub-category', { ...valid(), sub_category_id: sub._id }],
      ['delete-sub-category-by-admin', { sub_category_id: sub._id }],
    ] as const;
    for (const [url, payload] of writes) {
      expect((await t.anonymous.post(`/api/category/${url}`, payload)).statusCode, url).toBe(401);
      expect((await t.as(dataentry).post(`/api/category/${url}`, payload)).statusCode, url).toBe(403);
      expect((await t.as(member).post(`/api/category/${url}`, payload)).statusCode, url).toBe(403);
    }
    expect((await t.anonymous.get('/api/category/get-sub-catgeory-by-admin')).statusCode).toBe(401);
    // Visitors of the members' app read a category's sub-categories; a bad token is still refused.
    expect((await t.anonymous.get(`/api/category/get-sub-catgeory?category_id=${vehicles}`)).statusCode).toBe(200);
    expect((await t.as('not.a.token').get(`/api/category/get-sub-catgeory?category_id=${vehicles}`)).statusCode).toBe(401);
    expect((await t.as(member).get('/api/category/get-sub-catgeory-by-admin')).statusCode).toBe(403);
    expect(await t.db.$count(subCategories, eq(subCategories.id, sub._id))).toBe(1);
  });

  it('answers junk with a 4xx, never a 5xx', async () => {
    const sub = await create();
    const shapes: unknown[] = [[], [valid()], 'text', 0, null];
    const fields = [
      { sub_category_en: { a: 1 } },
      { sub_category_ar: 'x'.repeat(300_000) },
      { sub_category_image: ['a'] },
      { category_id: 12 },
      { category_id: 'x'.repeat(65) },
      { category_id: { $gt: '' } },
    ];
    const cases = [
      ...['add-sub-category', 'edit-sub-category', 'delete-sub-category-by-admin'].flatMap((url) => shapes.map((b) => [url, b] as const)),
      ...fields.map((change) => ['add-sub-category', { ...valid(), ...change }] as const),
      ...fields.map((change) => ['edit-sub-category', { ...valid(), sub_category_id: sub._id, ...change }] as const),
      ['edit-sub-category', { ...valid(), sub_category_id: [sub._id] }] as const,
      ['delete-sub-category-by-admin', { sub_category_id: 5 }] as const,
      ['delete-sub-category-by-admin', { sub_category_id: 'x'.repeat(1000) }] as const,
    ];
    for (const [url, body] of cases) {
      const response = await t.as(admin).post(`/api/category/${url}`, body);
      const label = `${url} ${JSON.stringify(body)?.slice(0, 80)}: ${response.body.slice(0, 200)}`;
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, label).toBeLessThan(500);
    }
    for (const query of [
      'get-sub-catgeory-by-admin?preference=abc',
      'get-sub-catgeory-by-admin?textSearch=a&textSearch=b',
      `get-sub-catgeory-by-admin?textSearch=${'x'.repeat(500)}`,
      `get-sub-catgeory-by-admin?category_id=${vehicles}&category_id=${jobs}`,
      'get-sub-catgeory?category_id=%00',
      `get-sub-catgeory?category_id=${'x'.repeat(150)}`,
      'get-sub-catgeory?prefrence=1',
    ]) {
      const response = await t.as(admin).get(`/api/category/${query}`);
      expect(response.statusCode, `${query}: ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, query).toBeLessThan(500);
    }
  });
});

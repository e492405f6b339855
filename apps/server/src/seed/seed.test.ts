import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CLASSIFIED_TYPES, PERIOD_VALUES } from '@souq/contract/constants';
import type { Db } from '../db/client';
import { categories } from '../db/schema/categories';
import { appSettings } from '../db/schema/content';
import { countries } from '../db/schema/regions';
import { totalCounts } from '../modules/dashboard/dashboard.service';
import { freshDatabase } from '../../test/database';
import { seedDemo, seedDemoIfEmpty } from './demo';
import { seedReferenceData } from './reference';

const TABLES = [
  'countries',
  'categories',
  'sub_categories',
  'dropdown_values',
  'districts',
  'areas',
  'users',
  'posts',
  'post_likes',
  'post_shares',
  'comments',
  'post_reports',
  'stories',
  'classified_posts',
  'user_reports',
  'contact_forms',
  'tickets',
  'ticket_messages',
  'banners',
  'app_settings',
] as const;

let db: Db;
let uploadsDir: string;
const log = () => undefined;

async function value<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, T>[] };
  return Object.values(result.rows[0]!)[0]!;
}

const countOf = (table: string) => value<number>(db, sql`select count(*)::int from ${sql.identifier(table)}`);

type Counts = Record<(typeof TABLES)[number], number>;

async function tableCounts(): Promise<Counts> {
  const entries = await Promise.all(TABLES.map(async (t) => [t, await countOf(t)] as const));
  return Object.fromEntries(entries) as Counts;
}

beforeAll(async () => {
  db = (await freshDatabase()).db;
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-seed-'));
});

afterAll(() => {
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

describe('reference data', () => {
  it('adds every ISO country with Arabic names and currencies, Kuwait selected', async () => {
    await seedReferenceData(db, { uploadsDir });
    expect(await countOf('countries')).toBe(249);
    const [kuwait] = await db.select().from(countries).where(eq(countries.id, 'KW'));
    expect(kuwait).toMatchObject({ countryEnglish: 'Kuwait', countryArabic: 'الكويت', isSelected: true, currencyCode: 'KWD' });
    expect(kuwait?.currencySymbol).toBe('د.ك');
    const [usa] = await db.select().from(countries).where(eq(countries.id, 'US'));
    expect(usa).toMatchObject({ currencyCode: 'USD', currencySymbol: '$', isSelected: false });
    expect(await value<number>(db, sql`select count(*)::int from countries where is_selected`)).toBe(1);
  });

  it('adds the twelve classified categories with icons on disk, and one settings row', async () => {
    const rows = await db.select().from(categories);
    expect(rows.map((r) => r.classifiedType).sort()).toEqual(CLASSIFIED_TYPES.map((t) => t.key).sort());
    const pets = rows.find((r) => r.classifiedType === 'animals-pets');
    expect(pets).toMatchObject({ categoryEn: 'animals & pets', categoryAr: 'حيوانات وحيوانات أليفة' });
    for (const row of rows) expect(fs.existsSync(path.join(uploadsDir, row.categoryImage.replace('/uploads/', '')))).toBe(true);
    expect(await countOf('app_settings')).toBe(1);
  });

  it('is idempotent and keeps what staff changed', async () => {
    await db.update(countries).set({ isSelected: false }).where(eq(countries.id, 'KW'));
    await db.update(countries).set({ isSelected: true }).where(eq(countries.id, 'QA'));
    await db.update(categories).set({ categoryEn: 'Cars' }).where(eq(categories.classifiedType, 'automotive'));
    await db.update(appSettings).set({ phone: '+965 1800 000' });
    const before = await tableCounts();

    await seedReferenceData(db, { uploadsDir });
    await seedReferenceData(db);

    expect(await tableCounts()).toEqual(before);
    const selected = await db.select({ id: countries.id }).from(countries).where(eq(countries.isSelected, true));
    expect(selected.map((c) => c.id)).toEqual(['QA']);
    const [cars] = await db.select().from(categories).where(eq(categories.classifiedType, 'automotive'));
    expect(cars?.categoryEn).toBe('Cars');
    expect((await db.select().from(appSettings))[0]?.phone).toBe('+965 1800 000');
    // Put things back for the demo below.
    await db.update(countries).set({ isSelected: sql`${countries.id} = 'KW'` });
    await db.update(categories).set({ categoryEn: 'automotive' }).where(eq(categories.classifiedType, 'automotive'));
  });
});

describe('demo data', () => {
  let first: Counts;
  let seconds = 0;

  it('fills every table, more than one page of each list', async () => {
    const started = performance.now();
    await seedDemoIfEmpty(db, { uploadsDir, log });
    seconds = (performance.now() - started) / 1000;
    first = await tableCounts();
    for (const table of TABLES) {
      if (table === 'app_settings') continue;
      expect(first[table], table).toBeGreaterThan(10);
    }
    expect(first.users).toBeGreaterThanOrEqual(60);
    expect(first.posts).toBeGreaterThanOrEqual(100);
    // Per-screen pages: banners of Kuwait (20 a page), each category's Kuwaiti classifieds, Kuwait's
    // areas, career levels, one post's reports, one ticket's messages, one user's posts.
    const most = (q: ReturnType<typeof sql>) => value<number>(db, q);
    expect(await most(sql`select count(*)::int from banners where country_id = 'KW'`)).toBeGreaterThan(20);
    expect(await most(sql`select min(n)::int from (select count(*) n from classified_posts where country_id = 'KW' group by category_id) c`)).toBeGreaterThan(
      10,
    );
    expect(await most(sql`select count(*)::int from (select distinct category_id from classified_posts) c`)).toBe(12);
    expect(await most(sql`select count(*)::int from areas where country_id = 'KW'`)).toBeGreaterThan(10);
    expect(await most(sql`select count(*)::int from districts where country_id = 'KW'`)).toBe(6);
    expect(await most(sql`select count(*)::int from dropdown_values where identity_name = 'career_level'`)).toBeGreaterThan(10);
    expect(await most(sql`select count(*)::int from dropdown_values where identity_name = 'model'`)).toBeGreaterThan(10);
    expect(await most(sql`select max(n)::int from (select count(*) n from post_reports group by post_id) r`)).toBeGreaterThan(10);
    expect(await most(sql`select max(n)::int from (select count(*) n from ticket_messages group by ticket_id) m`)).toBeGreaterThan(10);
    expect(await most(sql`select max(n)::int from (select count(*) n from posts group by user_id) p`)).toBeGreaterThan(10);
    expect(await most(sql`select count(*)::int from stories where story_type = 'video'`)).toBeGreaterThan(0);
    expect(await most(sql`select count(*)::int from posts where type = 'reel' and url is not null`)).toBeGreaterThan(0);
    expect(await most(sql`select count(*)::int from tickets where status = 'closed'`)).toBeGreaterThan(0);
    expect(await most(sql`select count(*)::int from contact_forms where action = 'pending'`)).toBeGreaterThan(0);
    expect(await most(sql`select count(*)::int from users where not active`)).toBeGreaterThan(0);
    expect(await most(sql`select count(*)::int from users where blocked`)).toBeGreaterThan(0);
    expect(await most(sql`select count(*)::int from users where password_hash is not null`)).toBe(0);
  });

  it('gives each type its details', async () => {
    const detail = (type: string) =>
      value<Record<string, unknown>>(
        db,
        sql`select cp.details from classified_posts cp join categories c on c.id = cp.category_id where c.classified_type = ${type} limit 1`,
      );
    expect(Object.keys(await detail('property')).sort()).toEqual(
      [
        'bathrooms',
        'bikeParking',
        'blockNo',
        'buildingAge',
        'buildingNo',
        'buildingType',
        'carParking',
        'flatNo',
        'floor',
        'furnished',
        'leaseType',
        'livingRooms',
        'rooms',
        'size',
        'street',
      ].sort(),
    );
    expect(Object.keys(await detail('automotive')).sort()).toEqual(
      ['colour', 'cylinder', 'fuelType', 'isFullOption', 'isInsured', 'leaseType', 'mileage', 'model', 'transmission', 'year'].sort(),
    );
    expect(typeof (await detail('jobs')).careerLevel).toBe('string');
    expect(typeof (await detail('buy-sell')).isItOldNotNew).toBe('boolean');
  });

  it('keeps the post counters equal to the rows they count', async () => {
    const mismatches = await value<number>(
      db,
      sql`select count(*)::int from posts p where
        p.total_likes <> (select count(*) from post_likes l where l.post_id = p.id)
        or p.total_shares <> (select count(*) from post_shares s where s.post_id = p.id)
        or p.total_comments <> (select count(*) from comments c where c.post_id = p.id)`,
    );
    expect(mismatches).toBe(0);
  });

  it('writes every file the records point at', async () => {
    const urls = await value<string[]>(
      db,
      sql`select array_agg(distinct u) from (
        select photo u from users where photo is not null
        union select m->>'url' from posts, jsonb_array_elements(media) m
        union select url from posts where url is not null
        union select m->>'url' from classified_posts, jsonb_array_elements(media) m
        union select image_url from classified_posts where image_url is not null
        union select story_url from stories union select thumbnail_url from stories where thumbnail_url is not null
        union select banner_url from banners union select category_image from categories
        union select sub_category_image from sub_categories) urls`,
    );
    expect(urls.length).toBeGreaterThan(40);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/demo\//);
      expect(fs.statSync(path.join(uploadsDir, url.replace('/uploads/', ''))).size, url).toBeGreaterThan(100);
    }
  });

  it('shows activity in every dashboard period', async () => {
    for (const dateType of PERIOD_VALUES) {
      const counts = await totalCounts(db, { dateType, timezone: 'Asia/Kuwait' });
      for (const [card, n] of Object.entries(counts)) expect(n, `${dateType} ${card}`).toBeGreaterThan(0);
    }
  });

  it('adds nothing when started again', async () => {
    await seedDemoIfEmpty(db, { uploadsDir, log });
    expect(await tableCounts()).toEqual(first);
  });

  it('adds exactly the asked sizes, again and again', async () => {
    const sizes = { users: 4, posts: 5, classifieds: 13, stories: 3 };
    for (let run = 1; run <= 2; run++) {
      await seedDemo(db, sizes, { uploadsDir, log });
      const now = await tableCounts();
      expect(now.users - first.users).toBe(sizes.users * run);
      expect(now.posts - first.posts).toBe(sizes.posts * run);
      expect(now.classified_posts - first.classified_posts).toBe(sizes.classifieds * run);
      expect(now.stories - first.stories).toBe(sizes.stories * run);
      // Reference-like rows are not duplicated.
      for (const table of ['countries', 'categories', 'sub_categories', 'dropdown_values', 'districts', 'areas'] as const) {
        expect(now[table], table).toBe(first[table]);
      }
    }
  });

  it('seeds within the time budget', () => {
    // The budget is 20 s for the whole default seed on PGlite; a loaded CI machine gets slack.
    expect(seconds).toBeLessThan(20);
  });
});

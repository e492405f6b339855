import { sql, type SQL } from 'drizzle-orm';
import { CLASSIFIED_TYPE_KEYS, type ClassifiedTypeKey } from '@souq/contract/constants';
import type { Tx } from '../../db/client';
import type { Language, SeedContext } from '../context';
import type { Catalog } from '../demo-catalog';
import { classifiedContent, demoCountryOf } from '../demo-classifieds';
import { postMedia } from '../demo-social';
import { COMMENTS, POST_REPORT_REASONS, POST_SENTENCES, POST_TITLES, STORY_CAPTIONS, USER_REPORT_REASONS, type Bilingual } from '../datasets/social-text';

/**
 * The bulk load writes rows in SQL; their text comes from pools written here by the demo's own
 * generators (faker names, the bilingual phrase banks, whole classified listings) and kept in
 * temporary tables for the load's transaction. Rows pick from a pool by language and number.
 */
export const POOL = {
  names: 1000,
  posts: 600,
  classifieds: 1500,
  phrases: 64,
} as const;

export type PhraseKind = 'comment' | 'post_report' | 'story' | 'user_report';

const LANGUAGES: readonly Language[] = ['en', 'ar'];

// Cars and property lead the classifieds, as on any Gulf classifieds site.
const TYPE_WEIGHTS: Record<ClassifiedTypeKey, number> = {
  automotive: 20,
  property: 18,
  'buy-sell': 14,
  jobs: 9,
  services: 8,
  'women-clothing': 6,
  'men-clothing': 5,
  'fashion-beauty': 5,
  'animals-pets': 5,
  food: 4,
  bike: 3,
  boat: 3,
};

function weightedType(ctx: SeedContext): ClassifiedTypeKey {
  return ctx.rng.helpers.weightedArrayElement(CLASSIFIED_TYPE_KEYS.map((type) => ({ weight: TYPE_WEIGHTS[type], value: type })));
}

const toLocal = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '') || 'user';

async function insertValues(tx: Tx, table: string, columns: string, rows: SQL[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 400) {
    const batch = rows.slice(start, start + 400);
    await tx.execute(sql`insert into ${sql.identifier(table)} (${sql.raw(columns)}) values ${sql.join(batch, sql`, `)}`);
  }
}

async function namePool(tx: Tx, ctx: SeedContext): Promise<void> {
  await tx.execute(sql`create temp table seed_names (lang text, i int, name text, local text, gender text, primary key (lang, i)) on commit drop`);
  const rows: SQL[] = [];
  for (const lang of LANGUAGES) {
    const person = lang === 'ar' ? ctx.ar.person : ctx.rng.person;
    for (let i = 0; i < POOL.names; i++) {
      const sex = ctx.rng.person.sexType();
      const name = `${person.firstName(sex)} ${person.lastName(sex)}`;
      // Arabic names have no Latin spelling here: their e-mails are user.<n>, as in the demo.
      rows.push(sql`(${lang}, ${i}, ${name}, ${lang === 'ar' ? 'user' : toLocal(name)}, ${sex})`);
    }
  }
  await insertValues(tx, 'seed_names', 'lang, i, name, local, gender', rows);
}

async function postPool(tx: Tx, ctx: SeedContext): Promise<void> {
  await tx.execute(sql`create temp table seed_post_texts (lang text, i int, title text, description text, type post_type, url text,
    media jsonb, primary key (lang, i)) on commit drop`);
  const rows: SQL[] = [];
  for (const lang of LANGUAGES) {
    for (let i = 0; i < POOL.posts; i++) {
      const reel = i % 12 === 11;
      const description = ctx.rng.helpers.arrayElements(POST_SENTENCES[lang], ctx.rng.number.int({ min: 1, max: 3 })).join(' ');
      const media = reel ? [{ url: ctx.media.video, type: 'video' }] : postMedia(ctx);
      rows.push(
        sql`(${lang}, ${i}, ${ctx.rng.helpers.arrayElement(POST_TITLES[lang])}, ${description}, ${reel ? 'reel' : 'post'},
          ${reel ? ctx.media.video : null}, ${JSON.stringify(media)}::jsonb)`,
      );
    }
  }
  await insertValues(tx, 'seed_post_texts', 'lang, i, title, description, type, url, media', rows);
}

async function classifiedPool(tx: Tx, ctx: SeedContext, catalog: Catalog): Promise<void> {
  await tx.execute(sql`create temp table seed_classifieds (lang text, i int, category_id uuid, sub_category_id uuid, title text,
    description text, price numeric(14, 3), mobile text, address text, country_id char(2), district_id uuid, area_id uuid,
    image_url text, media jsonb, details jsonb, primary key (lang, i)) on commit drop`);
  const rows: SQL[] = [];
  for (const lang of LANGUAGES) {
    for (let i = 0; i < POOL.classifieds; i++) {
      const c = classifiedContent(ctx, weightedType(ctx), demoCountryOf(i, catalog), catalog, lang);
      rows.push(
        sql`(${lang}, ${i}, ${c.categoryId}, ${c.subCategoryId ?? null}, ${c.title}, ${c.description ?? ''}, ${c.price}, ${c.mobile},
          ${c.address}, ${c.countryId}, ${c.districtId}, ${c.areaId ?? null}, ${c.imageUrl ?? null}, ${JSON.stringify(c.media ?? [])}::jsonb,
          ${JSON.stringify(c.details ?? {})}::jsonb)`,
      );
    }
  }
  await insertValues(
    tx,
    'seed_classifieds',
    'lang, i, category_id, sub_category_id, title, description, price, mobile, address, country_id, district_id, area_id, image_url, media, details',
    rows,
  );
}

async function phrasePool(tx: Tx): Promise<void> {
  await tx.execute(sql`create temp table seed_phrases (kind text, lang text, i int, body text, primary key (kind, lang, i)) on commit drop`);
  const banks: Record<PhraseKind, Bilingual> = {
    comment: COMMENTS,
    post_report: POST_REPORT_REASONS,
    story: STORY_CAPTIONS,
    user_report: USER_REPORT_REASONS,
  };
  const rows: SQL[] = [];
  for (const [kind, bank] of Object.entries(banks)) {
    for (const lang of LANGUAGES) {
      const list = bank[lang];
      for (let i = 0; i < POOL.phrases; i++) rows.push(sql`(${kind}, ${lang}, ${i}, ${list[i % list.length]!})`);
    }
  }
  await insertValues(tx, 'seed_phrases', 'kind, lang, i, body', rows);
}

/** Writes every pool into its temporary table (dropped when the load commits). */
export async function createPools(tx: Tx, ctx: SeedContext, catalog: Catalog): Promise<void> {
  await namePool(tx, ctx);
  await postPool(tx, ctx);
  await classifiedPool(tx, ctx, catalog);
  await phrasePool(tx);
}

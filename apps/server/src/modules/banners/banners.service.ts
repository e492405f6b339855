import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AddBannerRequest } from '@souq/contract/banners';
import { placementLabel } from '@souq/contract/banners';
import { messages } from '@souq/contract/messages';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema/content';
import { countries } from '../../db/schema/regions';
import { recordAudit, recordChange } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { likePattern } from '../../lib/search';
import { readPage } from '../../lib/paging';
import { newestFirst } from '../../lib/sorted-page';

const bannerColumns = {
  _id: banners.id,
  banner_type: banners.bannerType,
  banner_url: banners.bannerUrl,
  banner_action_url: banners.bannerActionUrl,
  countryId: banners.countryId,
  countryEnglish: countries.countryEnglish,
  bannerFor: banners.bannerFor,
  placement: banners.placement,
  active: banners.active,
  createdAt: banners.createdAt,
};

type BannerRow = { [K in keyof typeof bannerColumns]: (typeof bannerColumns)[K]['_']['data'] };

function toBanner({ countryId, countryEnglish, ...row }: BannerRow) {
  return { ...row, country_id: { _id: countryId, country_english: countryEnglish } };
}

function selectBanners(db: Db) {
  return db.select(bannerColumns).from(banners).innerJoin(countries, eq(countries.id, banners.countryId));
}

export async function listBanners(db: Db, input: { textSearch?: string; country_id?: string; page: number; itemsPerPage: number }) {
  const filters: SQL[] = [];
  if (input.country_id) filters.push(eq(banners.countryId, input.country_id));
  if (input.textSearch) {
    filters.push(sql`(${banners.bannerFor} || ' ' || ${banners.bannerActionUrl}) ILIKE ${likePattern(input.textSearch)}`);
  }
  const { rows, isNext } = await readPage(
    selectBanners(db)
      .where(and(...filters))
      .orderBy(...newestFirst(banners))
      .$dynamic(),
    input,
  );
  return { banners: rows.map(toBanner), isNext };
}

async function findBanner(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await selectBanners(db).where(eq(banners.id, id)).limit(1);
  return row && toBanner(row);
}

export async function addBanner(db: Db, actorId: string, input: AddBannerRequest) {
  const countryId = input.country_id.toUpperCase();
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  if (!country) throw badRequest(messages.banner.countryRequired, { country_id: messages.banner.countryRequired });
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(banners)
      .values({
        bannerType: input.banner_type,
        bannerUrl: input.banner_url,
        bannerActionUrl: input.banner_action_url,
        countryId,
        bannerFor: placementLabel(input.banner_type, input.placement) ?? '',
        placement: input.placement,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await recordAudit(tx, { actorId, action: 'banner.create', recordType: 'banner', recordId: row.id, after: row });
    return row.id;
  });
  return (await findBanner(db, id))!;
}

export async function editBannerLink(db: Db, actorId: string, input: { banner_id: string; newURL: string }) {
  const before = await findBanner(db, input.banner_id);
  if (!before) throw notFound(messages.banner.notFound);
  await db.transaction(async (tx) => {
    await tx.update(banners).set({ bannerActionUrl: input.newURL }).where(eq(banners.id, before._id));
    const entry = { actorId, action: 'banner.edit-link', recordType: 'banner', recordId: before._id };
    await recordChange(tx, entry, { banner_action_url: [before.banner_action_url, input.newURL] });
  });
  return { ...before, banner_action_url: input.newURL };
}

export async function deleteBanner(db: Db, actorId: string, bannerId: string) {
  const before = await findBanner(db, bannerId);
  if (!before) throw notFound(messages.banner.notFound);
  await db.transaction(async (tx) => {
    await tx.delete(banners).where(eq(banners.id, before._id));
    await recordAudit(tx, { actorId, action: 'banner.delete', recordType: 'banner', recordId: before._id, before });
  });
  return { message: 'Banner deleted' };
}

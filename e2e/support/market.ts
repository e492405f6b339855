import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { ZCategory } from '@souq/contract/categories';
import type { ZDistrictList } from '@souq/contract/regions';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { api, baseUrl, launchBrowser, PNG_PIXEL } from './browser';
import { joinAsMember, type Member } from './members';

/**
 * What the members' marketplace browser tests (members-market-*.e2e.ts) start from: a seller
 * with two property listings in Kuwait's first district (a three-room flat at 275 and a five-room
 * villa at 280) and a buyer, joined as the apps join. Each file sets up its own, so each runs alone.
 */

export type Category = z.infer<typeof ZCategory>;
export type District = z.infer<typeof ZDistrictList>['districts'][number];

export interface Market {
  browser: Browser;
  seller: Member;
  buyer: Member;
  property: Category;
  district: District;
  /** The three-room flat, titled `title`. */
  listing: MemberClassifiedDetail;
  /** The five-room villa, which a three-room search leaves out. */
  bigger: MemberClassifiedDetail;
  /** This file's run, in every title it creates, so files sharing one server never find each other's listings. */
  run: string;
  title: string;
}

/** A photo uploaded through the signed-address route, as the apps upload; answers its stored path. */
export async function uploadPicture(member: Member): Promise<string> {
  const presigned = await api<{ preSignedUrls: { url: string; path: string }[] }>(member, 'POST', '/api/uploads/getPreSignedURLForUploadObject', {
    fileNames: ['flat.png'],
    contentType: 'image/png',
    flocation: 'classifieds',
  });
  const [target] = presigned.body.preSignedUrls;
  if (!target) throw new Error('no upload address');
  const put = await fetch(target.url.startsWith('http') ? target.url : `${baseUrl()}${target.url}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: PNG_PIXEL,
  });
  expect(put.status).toBeLessThan(300);
  return target.path;
}

async function listProperty(
  member: Member,
  where: { property: Category; district: District },
  fields: { title: string; price: string; rooms: string },
): Promise<MemberClassifiedDetail> {
  const answer = await api<MemberClassifiedDetail>(member, 'POST', '/api/v1/classifieds', {
    type: 'property',
    category_id: where.property._id,
    country_id: 'KW',
    district_id: where.district._id,
    title: fields.title,
    description: 'Three bedrooms, sea view, a covered parking.\nشقة بإطلالة على البحر.',
    price: fields.price,
    mobile: '96550001234',
    address: 'Block 10, Street 5',
    media: [{ url: await uploadPicture(member), type: 'image' }],
    leaseType: 'rent',
    buildingType: 'Apartment',
    street: 'Salem Al Mubarak',
    buildingNo: '12',
    floor: '7',
    flatNo: '71',
    blockNo: '10',
    rooms: fields.rooms,
    livingRooms: '1',
    bathrooms: '2',
    carParking: true,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** The browser, the two members and the seller's two listings (see the file's comment). */
export async function openMarket(): Promise<Market> {
  const browser = await launchBrowser();
  const run = Date.now().toString(36);
  const title = `Sea-view flat in Salmiya ${run}`;
  const [seller, buyer] = await Promise.all([joinAsMember('Khaled Seller'), joinAsMember('Noura Buyer')]);
  const categories = (await api<{ categories: Category[] }>(buyer, 'GET', '/api/category/get-categories')).body.categories;
  const property = categories.find((category) => category.classifiedType === 'property');
  if (!property) throw new Error('the demo data has no property category');
  const districts = (await api<z.infer<typeof ZDistrictList>>(seller, 'GET', '/api/get-districts?country_id=KW')).body.districts;
  const district = districts[0];
  if (!district) throw new Error('Kuwait has no districts');
  const listing = await listProperty(seller, { property, district }, { title, price: '275', rooms: '3' });
  const bigger = await listProperty(seller, { property, district }, { title: `Villa with five rooms ${run}`, price: '280', rooms: '5' });
  return { browser, seller, buyer, property, district, listing, bigger, run, title };
}

// The members' signed-in page and photograph, shared with the other members' browser tests.
export { signedInMemberPage as memberPage, screenshotFromTop as screenshot } from './member-pages';

/** The property search that finds the flat and not the villa: district, three rooms, 200 to 300. */
export const searchAddress = ({ property, district }: Pick<Market, 'property' | 'district'>) =>
  `/#/app/classifieds/search?category_id=${property._id}&district_id=${district._id}&rooms=3&price_min=200&price_max=300`;

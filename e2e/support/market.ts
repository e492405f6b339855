import { expect } from 'vitest';
import type { Category } from '@souq/contract/categories';
import type { District } from '@souq/contract/regions';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { api } from './browser';
import { demoCategoryOfType, firstDistrictOfKuwait } from './demo-data';
import { joinAsMember, type Member } from './members';
import { uploadPicture } from './uploads';

/**
 * What the members' marketplace browser tests (members-market-*.e2e.ts) start from: a seller
 * with two property listings in Kuwait's first district (a three-room flat at 275 and a five-room
 * villa at 280) and a buyer, joined as the apps join. Each file seeds its own, so each runs alone.
 */
export interface Market {
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

/** A property listing of `member`'s with one photo, put on sale through the members' API. */
export async function listProperty(
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

/** What a car listing says that a test may want to change; the rest is an ordinary petrol automatic. */
export interface CarFields {
  title: string;
  price: string;
  model?: string;
  description?: string;
  cylinder?: string;
  mobile?: string;
  isInsured?: boolean;
}

/** A car of `member`'s with one photo, put on sale through the members' API as the apps list one. */
export async function listCar(
  member: Member,
  where: { carsId: string; districtId: string },
  { title, price, model = 'Camry', description = `${model}, agency serviced.`, cylinder = '4', mobile = '96550002021', isInsured = true }: CarFields,
): Promise<MemberClassifiedDetail> {
  const answer = await api<MemberClassifiedDetail>(member, 'POST', '/api/v1/classifieds', {
    type: 'automotive',
    category_id: where.carsId,
    country_id: 'KW',
    district_id: where.districtId,
    title,
    description,
    price,
    mobile,
    address: 'Block 4',
    media: [{ url: await uploadPicture(member), type: 'image' }],
    leaseType: 'sale',
    model,
    fuelType: 'Petrol',
    transmission: 'Automatic',
    cylinder,
    isFullOption: true,
    isInsured,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** The two members and the seller's two listings (see the file's comment); a seed for setupSuite. */
export async function seedMarket(): Promise<Market> {
  const run = Date.now().toString(36);
  const title = `Sea-view flat in Salmiya ${run}`;
  const [seller, buyer] = await Promise.all([joinAsMember('Khaled Seller'), joinAsMember('Noura Buyer')]);
  const property = await demoCategoryOfType(buyer, 'property');
  const district = await firstDistrictOfKuwait(seller);
  const listing = await listProperty(seller, { property, district }, { title, price: '275', rooms: '3' });
  const bigger = await listProperty(seller, { property, district }, { title: `Villa with five rooms ${run}`, price: '280', rooms: '5' });
  return { seller, buyer, property, district, listing, bigger, run, title };
}

/** The property search that finds the flat and not the villa: district, three rooms, 200 to 300. */
export const searchAddress = ({ property, district }: Pick<Market, 'property' | 'district'>) =>
  `/#/app/classifieds/search?category_id=${property._id}&district_id=${district._id}&rooms=3&price_min=200&price_max=300`;

import { BANNER_PLACEMENTS, CLASSIFIED_TYPE_KEYS, type ClassifiedTypeKey } from '@souq/contract/constants';
import { LISTING_CHOICES } from '@souq/contract/listing-fields';
import type { MediaItem } from '../db/schema/classifieds';
import { classifiedPosts } from '../db/schema/classifieds';
import { banners } from '../db/schema/content';
import { chance, insertRows, int, phrase, pick, memberAt, type Language, type Member, type SeedContext } from './context';
import type { Catalog, Place } from './demo-catalog';
import { kuwaitMobile } from './demo-social';
import { BUILDING_TYPES, CLASSIFIED_TEXT } from './datasets/classified-text';

type Details = Record<string, unknown>;

/** Local mobile numbers as the add forms take them: digits only. */
const MOBILES: Record<string, (ctx: SeedContext) => string> = {
  KW: kuwaitMobile,
  SA: (ctx) => `5${ctx.rng.string.numeric(8)}`,
  AE: (ctx) => `5${ctx.rng.string.numeric(8)}`,
  BH: (ctx) => `3${ctx.rng.string.numeric(7)}`,
};
const OTHER_COUNTRIES = ['SA', 'AE', 'BH'];

const digits = (ctx: SeedContext, min: number, max: number) => String(int(ctx, min, max));

// The forms' choices, so that the members' search filters find the demo cars; most run on petrol, most are automatic.
const [PETROL, DIESEL, HYBRID, ELECTRIC] = LISTING_CHOICES.fuelType;
const [AUTOMATIC, MANUAL] = LISTING_CHOICES.transmission;

function priceOf(ctx: SeedContext, [min, max, step]: readonly [number, number, number], skew = 2): string {
  const raw = min + (max - min) * ctx.rng.number.float({ min: 0, max: 1 }) ** skew;
  return (Math.round(raw / step) * step).toFixed(3);
}

interface Listing {
  title: string;
  description: string;
  price: string;
  details: Details;
  subCategoryId: string | null;
}

/** Title, price and the type's extra fields; the property and automotive ones agree with each other. */
function listingOf(ctx: SeedContext, type: ClassifiedTypeKey, catalog: Catalog, language: Language, area: { en: string; ar: string } | undefined): Listing {
  const text = CLASSIFIED_TEXT[type];
  const subs = catalog.subCategories[type] ?? [];
  const sub = subs.length > 0 ? pick(ctx, subs) : undefined;
  const description = ctx.rng.helpers.arrayElements(text.descriptions[language], int(ctx, 1, 2)).join(' ');
  const leaseType = pick(ctx, LISTING_CHOICES.leaseType);
  const base = { description, subCategoryId: sub?.id ?? null };
  switch (type) {
    case 'property': {
      const [buildingType, en, ar] = pick(ctx, BUILDING_TYPES);
      const where = area ? (language === 'ar' ? ` في ${area.ar}` : ` in ${area.en}`) : '';
      const rent = leaseType === 'rent';
      return {
        ...base,
        title: language === 'ar' ? `${ar} لل${rent ? 'إيجار' : 'بيع'}${where}` : `${en} for ${leaseType}${where}`,
        price: rent ? priceOf(ctx, [250, 1800, 25]) : priceOf(ctx, text.price),
        details: {
          leaseType,
          buildingType,
          street: digits(ctx, 1, 120),
          buildingNo: digits(ctx, 1, 60),
          floor: digits(ctx, 0, 14),
          flatNo: digits(ctx, 1, 40),
          blockNo: digits(ctx, 1, 12),
          rooms: digits(ctx, 1, 7),
          livingRooms: digits(ctx, 1, 3),
          bathrooms: digits(ctx, 1, 6),
          buildingAge: digits(ctx, 0, 35),
          size: String(int(ctx, 6, 60) * 5),
          bikeParking: chance(ctx, 0.3),
          carParking: chance(ctx, 0.7),
          furnished: chance(ctx, rent ? 0.5 : 0.2),
        },
      };
    }
    case 'automotive': {
      const [modelEn, modelAr] = sub?.models.length ? pick(ctx, sub.models) : ['Land Cruiser', 'لاند كروزر'];
      const year = int(ctx, 2012, 2026);
      const rent = leaseType === 'rent';
      return {
        ...base,
        title: language === 'ar' ? `${sub?.ar ?? ''} ${modelAr} ${year}`.trim() : `${year} ${sub?.en ?? ''} ${modelEn}`.replace('  ', ' '),
        price: rent ? priceOf(ctx, [90, 600, 5]) : priceOf(ctx, text.price),
        details: {
          leaseType,
          model: modelEn,
          fuelType: pick(ctx, [PETROL, PETROL, PETROL, DIESEL, HYBRID, ELECTRIC]),
          transmission: chance(ctx, 0.85) ? AUTOMATIC : MANUAL,
          cylinder: pick(ctx, ['4', '6', '8']),
          year: String(year),
          // About 15,000 km a year, as Gulf cars are driven, rounded as sellers write it.
          mileage: String(Math.max(0, (2026 - year) * int(ctx, 10, 20) + int(ctx, 0, 9)) * 1000),
          colour: pick(ctx, ['white', 'white', 'white', 'black', 'silver', 'grey', 'red', 'blue', 'beige', 'other'] as const),
          isFullOption: chance(ctx, 0.45),
          isInsured: chance(ctx, 0.6),
        },
      };
    }
    default:
      return {
        ...base,
        title: phrase(ctx, text.titles, language),
        price: priceOf(ctx, text.price),
        details: type === 'jobs' ? { careerLevel: pick(ctx, catalog.careerLevels)[0] } : type === 'buy-sell' ? { isItOldNotNew: chance(ctx, 0.6) } : {},
      };
  }
}

/** A classified's content in one language, everything but its author and dates. */
export type ClassifiedContent = Omit<typeof classifiedPosts.$inferInsert, 'userId' | 'createdAt' | 'updatedAt' | 'active'>;

/** A listing of this type and country as its poster would write it: text, price, place, photos. */
export function classifiedContent(ctx: SeedContext, type: ClassifiedTypeKey, countryId: string, catalog: Catalog, language: Language): ClassifiedContent {
  const place: Place = pick(ctx, catalog.places[countryId]!);
  const area = place.areas.length > 0 ? pick(ctx, place.areas) : undefined;
  const listing = listingOf(ctx, type, catalog, language, area);
  const photos = ctx.rng.helpers.arrayElements(ctx.media.typePhotos[type], int(ctx, 1, 2));
  const media: MediaItem[] = photos.map((url) => ({ url, type: 'image' }));
  const block = int(ctx, 1, 12);
  const street = int(ctx, 1, 120);
  return {
    categoryId: catalog.categoryIds[type],
    ...listing,
    mobile: (MOBILES[countryId] ?? kuwaitMobile)(ctx),
    address: language === 'ar' ? `قطعة ${block}، شارع ${street}${area ? `، ${area.ar}` : ''}` : `Block ${block}, Street ${street}${area ? `, ${area.en}` : ''}`,
    countryId,
    districtId: place.districtId,
    areaId: area?.id ?? null,
    imageUrl: media[0]?.url ?? null,
    media,
  };
}

/** The demo's other countries, one in ten listings: the country selector has something to switch to. */
export function demoCountryOf(i: number, catalog: Catalog): string {
  const round = Math.floor(i / DEMO_TYPE_ROUND.length);
  const abroad = OTHER_COUNTRIES[i % OTHER_COUNTRIES.length]!;
  return round % 10 === 9 && catalog.places[abroad]?.length ? abroad : 'KW';
}

/**
 * One round of the demo's types: each once, then cars twice more and flats once more, as a Gulf
 * marketplace's listings are mostly cars and property (the categories screen, in order of use, leads with them).
 */
export const DEMO_TYPE_ROUND: readonly ClassifiedTypeKey[] = [...CLASSIFIED_TYPE_KEYS, 'automotive', 'property', 'automotive'];

/** Classified posts of every type, round robin, so each type's list fills pages alike (cars and flats fuller). */
export async function seedClassifieds(ctx: SeedContext, count: number, members: readonly Member[], catalog: Catalog): Promise<void> {
  const kuwait = catalog.places.KW ?? [];
  if (members.length === 0 || kuwait.length === 0) return;
  const rows: (typeof classifiedPosts.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const type = DEMO_TYPE_ROUND[i % DEMO_TYPE_ROUND.length]!;
    const when = i < CLASSIFIED_TYPE_KEYS.length && i % 4 === 0 ? ctx.clock.today() : ctx.clock.recent();
    const { member: poster, at: createdAt } = memberAt(ctx, members, when, 1.5);
    rows.push({
      userId: poster.id,
      ...classifiedContent(ctx, type, demoCountryOf(i, catalog), catalog, poster.language),
      active: i === 0 || chance(ctx, 0.9),
      createdAt,
      updatedAt: createdAt,
    });
  }
  await insertRows(ctx.tx, classifiedPosts, rows);
}

/** Banners and placements, four in five for Kuwait (more than one page of 20 there). */
export async function seedBanners(ctx: SeedContext, count: number): Promise<void> {
  const kuwaitShare = Math.ceil(count * 0.8);
  const rows: (typeof banners.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const slot = BANNER_PLACEMENTS[i % BANNER_PLACEMENTS.length]!;
    rows.push({
      bannerType: slot.type,
      placement: slot.placement,
      bannerFor: slot.label,
      bannerUrl: ctx.media.banners[i % ctx.media.banners.length]!,
      bannerActionUrl: `https://souq.example.com/offers/${ctx.rng.helpers.slugify(ctx.rng.commerce.productName().toLowerCase())}`,
      countryId: i < kuwaitShare ? 'KW' : OTHER_COUNTRIES[i % OTHER_COUNTRIES.length]!,
      active: i < BANNER_PLACEMENTS.length || chance(ctx, 0.8),
      createdAt: ctx.clock.recent(),
    });
  }
  await insertRows(ctx.tx, banners, rows);
}

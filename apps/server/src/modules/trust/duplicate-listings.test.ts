import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { fillTemplate } from '@souq/contract/fill-template';
import { listingPath } from '@souq/contract/listing-link';
import { ZModerationQueue } from '@souq/contract/moderation';
import { messages } from '@souq/contract/messages';
import { moderationItems } from '../../db/schema/moderation';
import { listingPhotoHashes } from '../../db/schema/trust';
import { hammingDistance, hashBands, photoHash, PHOTO_DUPLICATE_DISTANCE } from '../../lib/photo-hash';
import { errorOf } from '../../../test/helper';
import { presignUpload, putUpload } from '../../../test/upload-fixtures';
import { admin, buyer, create, created, other, seller, t, useListingContext, type Caller } from '../../../test/fixtures/listing-context';

/** Duplicate listings: the same photo or title again by its seller is refused; by someone else, queued as a copy. */
useListingContext();

/** A picture with soft shapes, as a photo's are (a flat colour has no gradients to hash): the same `seed` draws the same picture. */
function picture(seed: number, width = 640, height = 480): Promise<Buffer> {
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const x = (seed * 97 + i * 131) % width;
    const y = (seed * 53 + i * 71) % height;
    const shade = (seed * 40 + i * 37) % 255;
    return `<rect x="${x}" y="${y}" width="${120 + i * 20}" height="${90 + i * 15}" fill="rgb(${shade},${255 - shade},${(shade * 3) % 255})"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(${(seed * 31) % 255},120,200)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).blur(12).jpeg({ quality: 90 }).toBuffer();
}

/** Uploads the bytes through the real flow (so the server hashes them) and answers the served address. */
async function upload(caller: Caller, bytes: Buffer): Promise<string> {
  const { target, path } = await presignUpload(t, caller.token, 'image/jpeg', 'photo.jpg');
  const response = await putUpload(t, target, bytes, 'image/jpeg');
  expect(response.statusCode, response.body).toBe(200);
  return path;
}

const withPhoto = (photo: string, title: string, description = 'Described in detail') => ({
  title,
  description,
  media: [{ url: photo, type: 'image' }],
  image_url: photo,
});

async function openQueue() {
  const response = await t.as(admin).get('/api/admin/moderation/queue?kind=listing&limit=100');
  expect(response.statusCode, response.body).toBe(200);
  return ZModerationQueue.parse(response.json()).items;
}

describe('the photo hash', () => {
  it('keeps a photo re-encoded and resized within the distance, and tells different photos apart', async () => {
    const original = await picture(1);
    const smaller = await sharp(original).resize(320).jpeg({ quality: 60 }).toBuffer();
    const [a, b, c] = await Promise.all([photoHash(original, 1e8), photoHash(smaller, 1e8), photoHash(await picture(2), 1e8)]);
    if (a === null || b === null || c === null) throw new Error('a photo was not hashed');
    expect(hammingDistance(a, b)).toBeLessThanOrEqual(PHOTO_DUPLICATE_DISTANCE);
    expect(hammingDistance(a, c)).toBeGreaterThan(PHOTO_DUPLICATE_DISTANCE);
  });

  it('leaves a picture too small or too plain to tell apart without a hash', async () => {
    const plain = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const tiny = await sharp(await picture(3))
      .resize(8, 8)
      .png()
      .toBuffer();
    expect(await photoHash(plain, 1e8)).toBeNull();
    expect(await photoHash(tiny, 1e8)).toBeNull();
  });

  it('cuts a hash into bands that any hash within the distance shares at least one of', () => {
    const hash = -0x0123456789abcdefn;
    for (let trial = 0; trial < 200; trial++) {
      let near = hash;
      for (let flip = 0; flip < PHOTO_DUPLICATE_DISTANCE; flip++) near ^= 1n << BigInt((trial * 7 + flip * 13) % 64);
      const shared = hashBands(hash).filter((band) => hashBands(BigInt.asIntN(64, near)).includes(band));
      expect(shared.length).toBeGreaterThan(0);
    }
  });
});

describe('a listing again by its own seller', () => {
  it('is refused (409) for the same photo, naming the listing on sale and its page', async () => {
    const photo = await upload(seller, await picture(10));
    const first = await created('food', withPhoto(photo, 'Fresh dates from Al Qassim'));
    expect(await t.db.select().from(listingPhotoHashes).where(eq(listingPhotoHashes.classifiedId, first._id))).toHaveLength(1);

    // Uploaded again, smaller: another file, the same photo.
    const again = await upload(
      seller,
      await sharp(await picture(10))
        .resize(400)
        .toBuffer(),
    );
    const response = await create('food', withPhoto(again, 'Sukkari dates, one carton'));
    expect(response.statusCode).toBe(409);
    const expected = fillTemplate(messages.trust.ownDuplicate, { title: first.title, link: listingPath(first._id, first.title) });
    expect(errorOf(response)).toBe(expected);
    expect(response.json<{ fields: Record<string, string> }>().fields.title).toBe(expected);
  });

  it('is refused (409) for a nearly identical title, whatever the photo; a listing sold no longer counts', async () => {
    const first = await created('food', withPhoto(await upload(seller, await picture(20)), 'Samsung Galaxy S23 Ultra 256GB black'));
    const response = await create('food', withPhoto(await upload(seller, await picture(21)), 'Samsung Galaxy S23 Ultra 256 GB Black!'));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toContain(first.title);

    expect((await t.as(seller).post(`/api/v1/classifieds/${first._id}/sold`, {})).statusCode).toBe(200);
    const relisted = await create('food', withPhoto(await upload(seller, await picture(22)), 'Samsung Galaxy S23 Ultra 256GB black'));
    expect(relisted.statusCode, relisted.body).toBe(201);
  });

  it('lets an edit keep its own photo and title (a listing never matches itself)', async () => {
    const listing = await created('food', withPhoto(await upload(seller, await picture(30)), 'Handmade wooden chess board'));
    const edited = await t.as(seller).patch(`/api/v1/classifieds/${listing._id}`, { title: 'Handmade wooden chess board, walnut' });
    expect(edited.statusCode, edited.body).toBe(200);
  });
});

describe("a listing nearly the same as another member's", () => {
  it('is saved and queued as a suspected copy, with the original beside it', async () => {
    const original = await created('food', withPhoto(await upload(seller, await picture(40)), 'Vintage Omega watch 1968'));
    // The other member saved the picture and uploaded it again.
    const copy = await created('food', withPhoto(await upload(other, await picture(40)), 'Classic watch for collectors'), other);
    expect(copy.allowed).toBe(true);

    const item = (await openQueue()).find((entry) => entry.subject_id === copy._id);
    expect(item).toMatchObject({ kind: 'listing', state: 'open', signals: ['suspected_copy'], reporters: 0 });
    expect(item?.copyOf).toMatchObject({ _id: original._id, title: 'Vintage Omega watch 1968', author: { _id: seller.id } });
    expect(item?.subject.author?._id).toBe(other.id);
  });

  it('is queued when its title and description are copied word for word, though the photo differs', async () => {
    const description = 'Bought in 2023 from the Avenues, used twice, with its box and receipt';
    const original = await created('food', withPhoto(await upload(seller, await picture(50)), 'Dyson V15 Detect cordless vacuum', description));
    const copy = await created('food', withPhoto(await upload(buyer, await picture(51)), 'Dyson V15 Detect cordless vacuum', description), buyer);
    const [row] = await t.db
      .select()
      .from(moderationItems)
      .where(and(eq(moderationItems.subjectKind, 'listing'), eq(moderationItems.subjectId, copy._id)));
    expect(row).toMatchObject({ signals: ['suspected_copy'], copyOfId: original._id });
  });

  it('is not queued for a common title alone', async () => {
    await created('food', withPhoto(await upload(seller, await picture(60)), 'Toyota Camry 2020', 'White, full option, agency maintained, one owner'));
    const honest = await created('food', withPhoto(await upload(buyer, await picture(61)), 'Toyota Camry 2020', 'Grey, 80,000 km'), buyer);
    expect((await openQueue()).some((entry) => entry.subject_id === honest._id)).toBe(false);
  });
});

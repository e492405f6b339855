import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PHOTO_WIDTHS, photoVariantName } from '@souq/contract/photo-variants';
import { createTestContext, type TestContext } from '../../../test/helper';
import { exifIfd0Tags, GPS_IFD_TAG, presignUpload, putUpload } from '../../../test/upload-fixtures';

let t: TestContext;
let token: string;
let uploadsRoot: string;
beforeAll(async () => {
  t = await createTestContext();
  token = (await t.userWithToken('user')).token;
  uploadsRoot = path.join(t.config.dataDir, 'uploads');
});
afterAll(() => t.close());

/**
 * A 4000x3000 phone photo stored sideways (orientation 6: turn it a quarter clockwise to show it),
 * with the camera's name and where it was taken. Its left half is red and its right half blue, so
 * upright the top is red and the bottom blue.
 */
async function bigPhoneJpeg(): Promise<Buffer> {
  const half = { width: 2000, height: 3000, channels: 3 } as const;
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#0000ff' } })
    .composite([{ input: { create: { ...half, background: '#ff0000' } }, left: 0, top: 0 }])
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'SouqTestPhone', Model: 'Serial-12345' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 22/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '47/1 58/1 40/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function upload(contentType: string, bytes: Buffer) {
  const entry = await presignUpload(t, token, contentType);
  const response = await putUpload(t, entry.target, bytes);
  expect(response.statusCode, response.body).toBe(200);
  return entry;
}

/** The colour of the pixel at (x, y). */
async function pixelAt(bytes: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe('sized copies of an uploaded photo', () => {
  it('stores 160, 320, 640 and 1280 px wide WebP copies of a 4000x3000 phone photo, upright, with no EXIF or GPS', async () => {
    const original = await bigPhoneJpeg();
    const before = await sharp(original).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([4000, 3000, 6]);
    expect(exifIfd0Tags(before.exif ?? Buffer.alloc(0))).toContain(GPS_IFD_TAG);

    const entry = await upload('image/jpeg', original);
    // Made after the answer: the uploader does not wait for them.
    await t.app.background.settled();
    for (const width of PHOTO_WIDTHS) {
      const onDisk = await fs.readFile(path.join(uploadsRoot, photoVariantName(entry.key, width)));
      const served = await t.app.inject({ method: 'GET', url: photoVariantName(entry.path, width) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.rawPayload.equals(onDisk)).toBe(true);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      // Upright the photo is 3000x4000: a copy keeps that shape at its width.
      expect([meta.width, meta.height]).toEqual([width, Math.round((width * 4000) / 3000)]);
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(served.rawPayload.includes('SouqTestPhone')).toBe(false);
      const top = await pixelAt(served.rawPayload, Math.floor(width / 2), 2);
      const bottom = await pixelAt(served.rawPayload, Math.floor(width / 2), meta.height! - 3);
      expect(top[0]).toBeGreaterThan(200);
      expect(top[2]).toBeLessThan(60);
      expect(bottom[2]).toBeGreaterThan(200);
      expect(bottom[0]).toBeLessThan(60);
    }
    // The largest copy weighs a small part of the photo as uploaded.
    const largest = await fs.stat(path.join(uploadsRoot, photoVariantName(entry.key, 1280)));
    expect(largest.size).toBeLessThan(original.length / 4);
  });

  it('never enlarges a photo narrower than a width', async () => {
    const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#2f9e44' } })
      .png()
      .toBuffer();
    const entry = await upload('image/png', small);
    await t.app.background.settled();
    for (const width of PHOTO_WIDTHS) {
      const served = await t.app.inject({ method: 'GET', url: photoVariantName(entry.path, width) });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', Math.min(width, 200), Math.min(width, 200) / 2]);
    }
  });

  it('makes no copies of a GIF, which may move', async () => {
    const gif = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#fab005' } })
      .gif()
      .toBuffer();
    const entry = await upload('image/gif', gif);
    await t.app.background.settled();
    const served = await t.app.inject({ method: 'GET', url: `${entry.path}.w320.webp` });
    expect(served.statusCode).toBe(404);
    await expect(fs.access(path.join(uploadsRoot, `${entry.key}.w320.webp`))).rejects.toThrow();
  });

  it('makes the copies of a photo stored before copies existed the first time one is asked for', async () => {
    // As the demo data and photos uploaded before this change are: the photo alone on disk.
    const name = 'demo/photos/older-photo.jpg';
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#ae3ec9' } })
      .jpeg()
      .toBuffer();
    await fs.mkdir(path.join(uploadsRoot, 'demo/photos'), { recursive: true });
    await fs.writeFile(path.join(uploadsRoot, name), photo);

    const [first, second] = await Promise.all([
      t.app.inject({ method: 'GET', url: `/uploads/${name}.w640.webp` }),
      t.app.inject({ method: 'GET', url: `/uploads/${name}.w640.webp` }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await sharp(first.rawPayload).metadata()).width).toBe(640);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // Every width was made at once, so the next ask reads a file.
    for (const width of PHOTO_WIDTHS) await fs.access(path.join(uploadsRoot, photoVariantName(name, width)));
  });

  it('answers 404 for a copy of a photo that does not exist, and for a name outside the uploads folder', async () => {
    for (const url of ['/uploads/demo/photos/never-uploaded.jpg.w320.webp', '/uploads/../secrets.jpg.w320.webp', '/uploads/%2e%2e/x.jpg.w320.webp']) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(404);
    }
    await expect(fs.access(path.join(uploadsRoot, 'demo/photos/never-uploaded.jpg.w320.webp'))).rejects.toThrow();
  });
});

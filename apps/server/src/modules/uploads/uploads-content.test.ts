import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { messages } from '@souq/contract/messages';
import { ZUploadReceived } from '@souq/contract/uploads';
import { uploads } from '../../db/schema/content';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { exifIfd0Tags, filesUnder, GPS_IFD_TAG, mp4, noisePng, phoneJpeg, presignUpload, putUpload } from '../../../test/upload-fixtures';

const m = messages.upload;
const KB = 1024;

let t: TestContext;
let token: string;
let uploadsRoot: string;
beforeAll(async () => {
  // Small limits keep the fixtures cheap: 48 KiB images, 96 KiB videos, 1 megapixel.
  t = await createTestContext({
    UPLOAD_MAX_IMAGE_MB: String(48 / 1024),
    UPLOAD_MAX_VIDEO_MB: String(96 / 1024),
    UPLOAD_MAX_IMAGE_PIXELS: '1000000',
  });
  token = (await t.userWithToken('dataentry')).token;
  uploadsRoot = path.join(t.config.dataDir, 'uploads');
});
afterAll(() => t.close());

async function upload(contentType: string, bytes: Buffer) {
  const entry = await presignUpload(t, token, contentType);
  const response = await putUpload(t, entry.target, bytes);
  return { entry, response };
}

async function recorded(key: string) {
  return t.db.select().from(uploads).where(eq(uploads.key, key));
}

/** A refused upload leaves neither a row nor a file behind. */
async function expectNothingKept(key: string) {
  expect(await recorded(key)).toEqual([]);
  expect(filesUnder(uploadsRoot).filter((name) => name.includes(path.basename(key)))).toEqual([]);
}

describe('images are re-encoded before they are stored', () => {
  it('removes EXIF (GPS included) and turns the picture upright', async () => {
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(exifIfd0Tags(before.exif ?? Buffer.alloc(0))).toContain(GPS_IFD_TAG);
    expect(original.includes('SouqTestPhone')).toBe(true);

    const { entry, response } = await upload('image/jpeg', original);
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: entry.path });
    const after = await sharp(served.rawPayload).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // 64x32 stored sideways (orientation 6) is a 32x64 picture once upright.
    expect([after.width, after.height]).toEqual([32, 64]);
    expect(served.rawPayload.includes('SouqTestPhone')).toBe(false);
  });

  it('keeps each allowed image type in its own format, and writes a WebP thumbnail beside it', async () => {
    const source = sharp({ create: { width: 600, height: 300, channels: 4, background: '#1971c2' } });
    const cases = [
      ['image/png', await source.clone().png().toBuffer(), 'png'],
      ['image/jpeg', await source.clone().jpeg().toBuffer(), 'jpeg'],
      ['image/webp', await source.clone().webp().toBuffer(), 'webp'],
      ['image/gif', await source.clone().gif().toBuffer(), 'gif'],
    ] as const;
    for (const [contentType, bytes, format] of cases) {
      const { entry, response } = await upload(contentType, bytes);
      expect(response.statusCode, contentType).toBe(200);
      const { thumbnailPath } = ZUploadReceived.parse(response.json());
      expect(thumbnailPath).toBe(`${entry.path}.thumb.webp`);
      const stored = await t.app.inject({ method: 'GET', url: entry.path });
      expect(stored.headers['content-type']).toBe(contentType);
      expect((await sharp(stored.rawPayload).metadata()).format).toBe(format);
      const thumb = await t.app.inject({ method: 'GET', url: thumbnailPath ?? '' });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 100]);
    }
  });

  it('keeps every frame of an animated GIF', async () => {
    const frames = await Promise.all(
      ['#f00', '#0f0', '#00f'].map((background) =>
        sharp({ create: { width: 20, height: 10, channels: 4, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const { entry, response } = await upload('image/gif', gif);
    expect(response.statusCode).toBe(200);
    const stored = await t.app.inject({ method: 'GET', url: entry.path });
    expect((await sharp(stored.rawPayload).metadata()).pages).toBe(3);
  });

  it('refuses a damaged image with a clear message', async () => {
    const whole = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const { entry, response } = await upload('image/jpeg', whole.subarray(0, Math.floor(whole.length / 2)));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(m.imageUnreadable);
    await expectNothingKept(entry.key);
  });

  it('refuses a decompression bomb: few bytes, too many pixels', async () => {
    const bomb = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(16 * KB);
    const { entry, response } = await upload('image/png', bomb);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(m.imageTooLarge);
    await expectNothingKept(entry.key);
  });
});

describe('only real images and videos get in', () => {
  it('refuses an SVG and an HTML page sent as a picture or a video, even behind PNG magic', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>',
    );
    const html = Buffer.from('<!DOCTYPE html><html><body><img src=x onerror=alert(1)></body></html>');
    const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    for (const [contentType, bytes] of [
      ['image/png', svg],
      ['image/png', Buffer.concat([pngMagic, html])],
      ['image/webp', svg],
      ['image/jpeg', html],
      ['video/mp4', html],
    ] as const) {
      const { entry, response } = await upload(contentType, bytes);
      expect(response.statusCode, contentType).toBe(400);
      expect(errorOf(response)).toBe(m.contentMismatch);
      await expectNothingKept(entry.key);
    }
  });

  it('refuses polyglots: valid pictures or videos that also carry a page', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .jpeg()
      .toBuffer();
    const page = Buffer.from('<script>fetch("/api/users").then(r => r.text()).then(alert)</script>');
    // A JPEG comment segment (0xFFFE) right after the start marker: decoders skip it, browsers would not.
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, page.length + 2]), page]);
    const polyglots = [
      ['image/png', Buffer.concat([png, page]), 'a page after the end of a PNG'],
      ['image/jpeg', Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]), 'a page in a JPEG comment'],
      ['video/mp4', Buffer.concat([mp4(1024), Buffer.from('<iframe src="javascript:alert(1)">')]), 'a page in a video'],
    ] as const;
    for (const [contentType, bytes, what] of polyglots) {
      const { entry, response } = await upload(contentType, bytes);
      expect(response.statusCode, what).toBe(400);
      expect(errorOf(response), what).toBe(m.markupInside);
      await expectNothingKept(entry.key);
    }
  });

  it('neutralises a GIF that is also a script: only the pixels survive', async () => {
    // 0x2A2F pixels wide makes the header read `GIF89a/*`; the trailer closes the comment and runs code.
    const gif = await sharp({ create: { width: 0x2a2f, height: 1, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(gif.subarray(0, 8).toString('latin1')).toBe('GIF89a/*');
    const polyglot = Buffer.concat([gif, Buffer.from('*/=alert(document.domain);')]);
    const { entry, response } = await upload('image/gif', polyglot);
    expect(response.statusCode).toBe(200);
    const stored = await t.app.inject({ method: 'GET', url: entry.path });
    expect(stored.rawPayload.includes('alert(')).toBe(false);
    expect(stored.headers['content-type']).toBe('image/gif');
    expect(stored.headers['x-content-type-options']).toBe('nosniff');
  });

  it('holds each type to its own size limit', async () => {
    const bigImage = await noisePng(140, 140); // about 58 KiB: over the 48 KiB image limit
    expect(bigImage.length).toBeGreaterThan(48 * KB);
    const image = await upload('image/png', bigImage);
    expect(image.response.statusCode).toBe(413);
    expect(errorOf(image.response)).toBe(m.tooLarge);
    await expectNothingKept(image.entry.key);

    // The same size is fine for a video, whose limit is 96 KiB...
    const video = await upload('video/mp4', mp4(bigImage.length));
    expect(video.response.statusCode).toBe(200);
    expect(await recorded(video.entry.key)).toHaveLength(1);
    // ...up to that limit.
    const bigVideo = await upload('video/mp4', mp4(100 * KB));
    expect(bigVideo.response.statusCode).toBe(413);
    expect(errorOf(bigVideo.response)).toBe(m.tooLarge);
    await expectNothingKept(bigVideo.entry.key);
  });
});

describe('keys and serving', () => {
  it('never builds a key, path or address from the client file name', async () => {
    const hostile = ['../../etc/passwd', '<script>.png', '..\\..\\windows\\win.ini', 'a"; filename="x.html', '%2e%2e%2fsecret'];
    const response = await t
      .as(token)
      .post('/api/uploads/getPreSignedURLForUploadObject', { fileNames: hostile, contentType: 'image/png', flocation: 'posts' });
    expect(response.statusCode).toBe(200);
    const text = decodeURIComponent(response.body);
    for (const fragment of ['passwd', 'script', 'windows', 'win.ini', 'x.html', 'secret', '..']) {
      expect(text).not.toContain(fragment);
    }
    const { preSignedUrls } = response.json<{ preSignedUrls: { key: string }[] }>();
    for (const { key } of preSignedUrls) expect(key).toMatch(/^posts\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
  });

  it('serves pictures inline and videos as attachments, never naming a file, with nosniff and a sandbox', async () => {
    const image = await upload('image/png', await noisePng(4, 4));
    const sent = mp4(256);
    const video = await upload('video/mp4', sent);
    expect(image.response.statusCode).toBe(200);
    expect(video.response.statusCode).toBe(200);
    const png = await t.app.inject({ method: 'GET', url: image.entry.path });
    const movie = await t.app.inject({ method: 'GET', url: video.entry.path });
    expect(png.headers['content-disposition']).toBe('inline');
    expect(movie.headers['content-disposition']).toBe('attachment');
    expect(movie.headers['content-type']).toBe('video/mp4');
    for (const served of [png, movie]) {
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    }
    // Videos are stored as sent: checked, never rewritten.
    expect(movie.rawPayload.equals(sent)).toBe(true);
  });

  it('serves only finished media files from the upload folder', async () => {
    const { entry, response } = await upload('image/png', await noisePng(4, 4));
    expect(response.statusCode).toBe(200);
    const file = path.join(uploadsRoot, entry.key);
    await fs.writeFile(`${file}.123.part`, 'half a file');
    await fs.writeFile(path.join(path.dirname(file), 'notes.html'), '<script>alert(1)</script>');
    for (const url of [`${entry.path}.123.part`, `${path.posix.dirname(entry.path)}/notes.html`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

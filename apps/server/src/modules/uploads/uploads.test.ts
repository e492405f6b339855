import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { messages } from '@souq/contract/messages';
import { ZPresignResponse, ZUploadReceived } from '@souq/contract/uploads';
import { uploads } from '../../db/schema/content';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';

// The smallest real files of each kind: the server sniffs content from these bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG_HEADER = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

let t: TestContext;
let token: string;
beforeAll(async () => {
  // 1 KiB images at most, so an oversize file is cheap to make. One member asks for every folder
  // here: the upload budget has its own tests (write-budget.test.ts).
  t = await createTestContext({ UPLOAD_MAX_IMAGE_MB: String(1 / 1024), MEMBER_WRITE_LIMITS: 'uploads=100' });
  token = (await t.userWithToken('dataentry')).token;
});
afterAll(() => t.close());

async function presign(body: object, auth = token) {
  return t.as(auth).post('/api/uploads/getPreSignedURLForUploadObject', body);
}

async function presignOne(contentType = 'image/png') {
  const response = await presign({ fileNames: ['photo.png'], contentType, flocation: 'posts' });
  expect(response.statusCode).toBe(200);
  const [entry] = ZPresignResponse.parse(response.json()).preSignedUrls;
  if (!entry) throw new Error('no presigned url');
  const url = new URL(entry.url);
  return { ...entry, target: `${url.pathname}${url.search}`, url };
}

function put(target: string, payload: Buffer, contentType = 'multipart/form-data') {
  return t.app.inject({ method: 'PUT', url: target, headers: { 'content-type': contentType }, payload });
}

describe('presigned uploads', () => {
  it('round-trips a file: presign, PUT the bytes, GET the same picture back', async () => {
    const entry = await presignOne();
    expect(entry.url.origin).toBe('http://souq.test');
    expect(entry.path).toMatch(/^\/uploads\/posts\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    const stored = await put(entry.target, PNG);
    expect(stored.statusCode).toBe(200);
    const received = ZUploadReceived.parse(stored.json());
    expect(received).toMatchObject({ path: entry.path, contentType: 'image/png', thumbnailPath: `${entry.path}.thumb.webp` });
    const fetched = await t.app.inject({ method: 'GET', url: entry.path });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/png');
    expect(fetched.headers['x-content-type-options']).toBe('nosniff');
    expect(fetched.rawPayload.length).toBe(received.bytes);
    // Re-encoded, so not the same bytes, but the same pixels.
    const [sent, served] = await Promise.all([PNG, fetched.rawPayload].map((b) => sharp(b).raw().toBuffer()));
    expect(served?.equals(sent ?? Buffer.alloc(0))).toBe(true);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, entry.key));
    expect(row).toMatchObject({ contentType: 'image/png', bytes: received.bytes });
  });

  it('gives one address per file name and never uses the client name in the key', async () => {
    const response = await presign({ fileNames: ['../../etc/passwd', 'b.png'], contentType: 'image/png' });
    const { preSignedUrls } = ZPresignResponse.parse(response.json());
    expect(preSignedUrls).toHaveLength(2);
    for (const entry of preSignedUrls) expect(entry.key).not.toContain('passwd');
    expect(preSignedUrls[0]?.key).not.toBe(preSignedUrls[1]?.key);
  });

  it('refuses types outside the allow-list, bad folders and empty name lists', async () => {
    const html = await presign({ fileNames: ['x.html'], contentType: 'text/html' });
    expect(html.statusCode).toBe(400);
    expect(errorOf(html)).toBe(messages.upload.typeNotAllowed);
    const svg = await presign({ fileNames: ['x.svg'], contentType: 'image/svg+xml' });
    expect(errorOf(svg)).toBe(messages.upload.typeNotAllowed);
    const folder = await presign({ fileNames: ['x.png'], contentType: 'image/png', flocation: '../secrets' });
    expect(errorOf(folder)).toBe(messages.upload.folderInvalid);
    const none = await presign({ fileNames: [], contentType: 'image/png' });
    expect(errorOf(none)).toBe(messages.upload.fileNamesRequired);
  });

  it("lets members upload to their own content's folders only", async () => {
    const member = (await t.userWithToken('user')).token;
    const ask = (flocation: string) =>
      t.as(member).post('/api/uploads/getPreSignedURLForUploadObject', { fileNames: ['a.png'], contentType: 'image/png', flocation });
    for (const folder of ['posts', 'stories', 'profiles', 'classifieds']) expect((await ask(folder)).statusCode, folder).toBe(200);
    for (const folder of ['categories', 'banners']) {
      const refused = await ask(folder);
      expect(refused.statusCode, folder).toBe(403);
      expect(errorOf(refused)).toBe(messages.upload.folderNotYours);
    }
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/getPreSignedURLForUploadObject',
      payload: { fileNames: ['a.png'], contentType: 'image/png' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses content that is not what was declared', async () => {
    const entry = await presignOne();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await put(entry.target, html);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(messages.upload.contentMismatch);
    const jpegAsPng = await put(entry.target, JPEG_HEADER);
    expect(errorOf(jpegAsPng)).toBe(messages.upload.contentMismatch);
    expect((await t.app.inject({ method: 'GET', url: entry.path })).statusCode).toBe(404);
  });

  it('refuses a tampered signature, a changed type or key, and an expired link', async () => {
    const entry = await presignOne();
    const tampered = entry.target.replace(/signature=([^&]+)/, (_, sig: string) => `signature=${sig.slice(0, -2)}AA`);
    expect((await put(tampered, PNG)).statusCode).toBe(403);
    const retyped = entry.target.replace('contentType=image%2Fpng', 'contentType=image%2Fjpeg');
    expect((await put(retyped, PNG)).statusCode).toBe(403);
    const rekeyed = entry.target.replace(/[0-9a-f]{8}-/, '00000000-');
    expect((await put(rekeyed, PNG)).statusCode).toBe(403);
    const expired = entry.target.replace(/expires=\d+/, 'expires=1000');
    const response = await put(expired, PNG);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toBe(messages.upload.signatureInvalid);
    const traversal = await put('/api/uploads/object/..%2F..%2Fsecrets%2Fjwt?contentType=image%2Fpng&expires=9999999999&signature=x', PNG);
    expect(traversal.statusCode).toBe(403);
  });

  it('refuses an oversize file with 413 and an empty one with 400', async () => {
    const entry = await presignOne();
    const big = Buffer.concat([PNG, Buffer.alloc(2048)]);
    const response = await put(entry.target, big);
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toBe(messages.upload.tooLarge);
    const empty = await put(entry.target, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
  });

  it('accepts a link once: a second PUT with it is a 409', async () => {
    const entry = await presignOne();
    expect((await put(entry.target, PNG, 'image/png')).statusCode).toBe(200);
    const again = await put(entry.target, PNG, 'image/png');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(messages.upload.alreadyUploaded);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZPresignResponse } from '@souq/contract/uploads';
import { uploads } from '../../db/schema/content';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';

/**
 * With S3 the browser PUTs straight to the bucket, so the server learns that a file arrived only
 * by asking the bucket: a post may name an object of its author's own once the bucket has it.
 * The bucket here is a stand-in that answers HEAD for the objects "uploaded" to it.
 */

const BUCKET = 'souq-media';
const arrived = new Map<string, number>();
let bucket: http.Server;
let t: TestContext;
let me: { id: string; token: string };

beforeAll(async () => {
  bucket = http.createServer((request, response) => {
    const key = decodeURIComponent((request.url ?? '').split('?')[0]!.slice(`/${BUCKET}/`.length));
    const bytes = request.method === 'HEAD' ? arrived.get(key) : undefined;
    response.writeHead(bytes === undefined ? 404 : 200, bytes === undefined ? {} : { 'content-length': String(bytes), 'content-type': 'image/png' });
    response.end();
  });
  await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`;
  t = await createTestContext({
    S3_BUCKET: BUCKET,
    S3_REGION: 'eu-central-1',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret-example',
    S3_FORCE_PATH_STYLE: 'true',
  });
  me = await t.userWithToken('user');
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => bucket.close(resolve));
});

async function presign(): Promise<{ key: string; path: string }> {
  const response = await t
    .as(me)
    .post('/api/uploads/getPreSignedURLForUploadObject', { fileNames: ['photo.png'], contentType: 'image/png', flocation: 'posts' });
  expect(response.statusCode, response.body).toBe(200);
  return ZPresignResponse.parse(response.json()).preSignedUrls[0]!;
}

const postWithPhoto = (url: string) => t.as(me).post('/api/v1/posts', { media: [{ url, type: 'image' }] });

describe('media references with S3 storage', () => {
  it("refuses an object the bucket does not have, then accepts it once it arrived, recording it as the author's", async () => {
    const { key, path } = await presign();
    expect(path.startsWith('http://127.0.0.1:')).toBe(true);

    const early = await postWithPhoto(path);
    expect(early.statusCode).toBe(400);
    expect(errorOf(early)).toBe(messages.upload.mediaNotYours);

    arrived.set(key, 2048);
    const published = await postWithPhoto(path);
    expect(published.statusCode, published.body).toBe(201);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row).toMatchObject({ uploadedBy: me.id, bytes: 2048, contentType: 'image/png' });
    // Named again, it is known without asking the bucket.
    arrived.delete(key);
    expect((await postWithPhoto(path)).statusCode).toBe(201);
  });
});

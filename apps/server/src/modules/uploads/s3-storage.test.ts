import { describe, expect, it } from 'vitest';
import { S3Storage } from './s3-storage';
import { newObjectKey } from './storage';

describe('S3Storage', () => {
  const storage = new S3Storage({
    bucket: 'souq-media',
    region: 'eu-central-1',
    endpoint: 'https://s3.example.test',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret-example',
    forcePathStyle: true,
  });

  it('presigns a PUT for the server-made key, bound to the content type and expiry', async () => {
    const key = newObjectKey('posts', 'image/jpeg', new Date('2026-11-22T10:00:00Z'));
    const { url, path } = await storage.presignPut(key, 'image/jpeg', new Date(Date.now() + 15 * 60_000));
    const parsed = new URL(url);
    expect(parsed.origin).toBe('https://s3.example.test');
    expect(parsed.pathname).toBe(`/souq-media/${key}`);
    expect(parsed.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(parsed.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['content-type', 'host']);
    expect(parsed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(path).toBe(`https://s3.example.test/souq-media/${key}`);
    expect(key).toMatch(/^posts\/2026\/11\/[0-9a-f-]{36}\.jpg$/);
  });

  it('names the origins the browser must reach', () => {
    expect(storage.origins()).toEqual(['https://s3.example.test']);
  });
});

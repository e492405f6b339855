import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { PHOTO_VARIANT_NAME } from '@souq/contract/photo-variants';
import { uploads } from '../../db/schema/content';
import { createTestContext, errorOf, type TestContext, listenOnLoopback } from '../../../test/helper';
import { filesUnder, noisePng, presignUpload, putUpload } from '../../../test/upload-fixtures';
import type { LocalStorage } from './local-storage';

const m = messages.upload;

async function recorded(t: TestContext, key: string) {
  return t.db.select().from(uploads).where(eq(uploads.key, key));
}

function uploadsRoot(t: TestContext) {
  return path.join(t.config.dataDir, 'uploads');
}

describe('an upload cut off half way', () => {
  let t: TestContext;
  let token: string;
  let origin: string;
  beforeAll(async () => {
    t = await createTestContext();
    token = (await t.userWithToken('dataentry')).token;
    origin = await listenOnLoopback(t.app);
  });
  afterAll(() => t.close());

  /** Announces `bytes.length` bytes, sends half of them over a real socket, then drops the connection. */
  function sendHalfThenDrop(target: string, bytes: Buffer): Promise<void> {
    return new Promise((resolve) => {
      const request = http.request(`${origin}${target}`, {
        method: 'PUT',
        headers: { 'content-type': 'image/png', 'content-length': bytes.length },
      });
      request.on('error', () => resolve());
      request.on('response', () => resolve());
      request.write(bytes.subarray(0, bytes.length >> 1), () => {
        // Give the server time to start reading the body before the connection goes.
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 200);
      });
    });
  }

  it('leaves no record and no file, and the same link still works afterwards', async () => {
    const picture = await noisePng(200, 200); // ~120 KiB: several TCP segments
    const entry = await presignUpload(t, token, 'image/png');
    await sendHalfThenDrop(entry.target, picture);
    // Let the server notice the closed socket and finish whatever it was doing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await recorded(t, entry.key)).toEqual([]);
    expect(filesUnder(uploadsRoot(t))).toEqual([]);

    const whole = await fetch(`${origin}${entry.target}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(picture),
    });
    expect(whole.status).toBe(200);
    expect(await whole.json()).toMatchObject({ path: entry.path });
    expect(await recorded(t, entry.key)).toHaveLength(1);
    const served = await fetch(`${origin}${entry.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Read to the end, so the connection is idle and the server can close.
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});

describe('the database refusing the record', () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await createTestContext();
    token = (await t.userWithToken('dataentry')).token;
  });
  afterAll(() => t.close());

  it('removes the files it had written, so none is left without its record', async () => {
    const entry = await presignUpload(t, token, 'image/png');
    // A real failure of the real database: the table is not there for this one insert.
    await t.db.execute(sql`ALTER TABLE uploads RENAME TO uploads_away`);
    let response;
    try {
      response = await putUpload(t, entry.target, await noisePng(16, 16));
    } finally {
      await t.db.execute(sql`ALTER TABLE uploads_away RENAME TO uploads`);
    }
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ error: messages.generic.internal });
    expect(filesUnder(uploadsRoot(t))).toEqual([]);
    // Nothing was kept, so the link can be used again once the database is back.
    expect((await putUpload(t, entry.target, await noisePng(16, 16))).statusCode).toBe(200);
    expect(await recorded(t, entry.key)).toHaveLength(1);
  });
});

/**
 * A data folder on a 72 KiB tmpfs, so writes fail with a real ENOSPC from the kernel: 64 KiB for
 * the pictures once the server has written its own files there at start (the Web Push key pair,
 * a 4 KiB block, in a folder of its own, another). Mounting
 * needs root (CAP_SYS_ADMIN); where that is missing, the folder is an ordinary one and the fault
 * is injected at the storage boundary instead, with the same error the kernel would give.
 */
function smallDisk(): { dataDir: string; real: boolean; release(): void } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-full-'));
  let real = false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=72k', 'souq-full', dataDir], { stdio: 'ignore' });
    real = true;
  } catch {
    real = false;
  }
  return {
    dataDir,
    real,
    release() {
      if (real) execFileSync('umount', [dataDir]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const disk = smallDisk();
describe(`the storage disk full (${disk.real ? 'a real 72 KiB tmpfs' : 'ENOSPC injected at the storage boundary'})`, () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await createTestContext({ DATA_DIR: disk.dataDir });
    token = (await t.userWithToken('dataentry')).token;
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await t.close();
    disk.release();
  });

  it('answers 507 with a clear message, records nothing and leaves no partial file', async () => {
    const picture = await noisePng(160, 160); // ~75 KiB after re-encoding: more than the disk holds
    expect(picture.length).toBeGreaterThan(64 * 1024);
    if (!disk.real) {
      const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });
      vi.spyOn(t.app.storage as LocalStorage, 'write').mockRejectedValueOnce(full);
    }
    const entry = await presignUpload(t, token, 'image/png');
    const response = await putUpload(t, entry.target, picture);
    expect(response.statusCode).toBe(507);
    expect(errorOf(response)).toBe(m.storageFull);
    expect(response.body).not.toMatch(/ENOSPC|at .*\.ts/);
    expect(await recorded(t, entry.key)).toEqual([]);
    expect(filesUnder(uploadsRoot(t))).toEqual([]);

    // The half-written temporary file is gone too: a small picture still fits on the same disk.
    const small = await presignUpload(t, token, 'image/png');
    const stored = await putUpload(t, small.target, await noisePng(8, 8));
    expect(stored.statusCode).toBe(200);
    expect(await recorded(t, small.key)).toHaveLength(1);
    // Its sized copies are made after the answer, a block of this small disk each: removed, so the
    // next test has the room it counts on.
    await t.app.background.settled();
    for (const name of filesUnder(uploadsRoot(t)).filter((file) => PHOTO_VARIANT_NAME.test(file))) fs.rmSync(path.join(uploadsRoot(t), name));
  });

  it('takes the stored picture back when its thumbnail is what no longer fits', async () => {
    const write = vi.spyOn(t.app.storage as LocalStorage, 'write');
    if (!disk.real) {
      const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });
      write.mockResolvedValueOnce().mockRejectedValueOnce(full);
    }
    const before = filesUnder(uploadsRoot(t));
    // ~50 KiB: the picture fits in what is left of the disk, its thumbnail then does not.
    const entry = await presignUpload(t, token, 'image/png');
    const response = await putUpload(t, entry.target, await noisePng(130, 130));
    expect(response.statusCode).toBe(507);
    expect(errorOf(response)).toBe(m.storageFull);
    expect(write.mock.calls.map(([key]) => key)).toEqual([entry.key, `${entry.key}.thumb.webp`]);
    expect(await recorded(t, entry.key)).toEqual([]);
    expect(filesUnder(uploadsRoot(t))).toEqual(before);
  });
});

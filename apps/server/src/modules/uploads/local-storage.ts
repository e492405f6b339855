import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { UploadContentType } from '@souq/contract/constants';
import type { PresignedPut, Storage } from './storage';
import { isStoredKey, KEY_PATTERN, storedKeyAfter } from './storage';
import { SERVED_NAME } from './serving';

export const LOCAL_PUT_PREFIX = '/api/uploads/object/';
export const LOCAL_SERVE_PREFIX = '/uploads/';

export interface SignedPutParams {
  key: string;
  contentType: string;
  expires: number;
  signature: string;
}

export class FileExistsError extends Error {}

/** The body went past its limit while it streamed in: nothing of it is kept. */
export class TooManyBytesError extends Error {}

/**
 * Bytes streamed to a temporary file beside their key's place, not yet visible under the key:
 * `commit` links them into place (once per key), `discard` removes them. Either way, call one.
 */
export interface StagedFile {
  readonly path: string;
  readonly bytes: number;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/**
 * Files under DATA_DIR/uploads. Upload addresses are this server's own PUT route, signed with
 * an HMAC over the key, the declared type and the expiry, so they cannot be altered or reused late.
 */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(
    dataDir: string,
    private readonly publicUrl: string,
    private readonly secret: string,
  ) {
    this.root = path.join(dataDir, 'uploads');
  }

  private sign(key: string, contentType: string, expires: number): string {
    return crypto.createHmac('sha256', this.secret).update(`PUT\n${key}\n${contentType}\n${expires}`).digest('base64url');
  }

  async presignPut(key: string, contentType: UploadContentType, expiresAt: Date): Promise<PresignedPut> {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const query = new URLSearchParams({
      contentType,
      expires: String(expires),
      signature: this.sign(key, contentType, expires),
    });
    return { url: `${this.publicUrl}${LOCAL_PUT_PREFIX}${key}?${query}`, path: `${LOCAL_SERVE_PREFIX}${key}` };
  }

  keyOf(address: string): string | null {
    return storedKeyAfter(address, LOCAL_SERVE_PREFIX);
  }

  /** Whether a PUT carries an unaltered, unexpired signature for this key. */
  verify(params: SignedPutParams, now = Date.now()): boolean {
    if (!KEY_PATTERN.test(params.key)) return false;
    if (!Number.isInteger(params.expires) || params.expires * 1000 < now) return false;
    const expected = Buffer.from(this.sign(params.key, params.contentType, params.expires));
    const given = Buffer.from(params.signature);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }

  /**
   * Writes a new file; a key is written once (a second PUT with the same link fails). The bytes go
   * to a temporary file first, then are linked into place: a reader never sees half a file, and a
   * failed write (disk full, crash) leaves no file under the key.
   */
  async write(key: string, bytes: Buffer): Promise<void> {
    await writeOnce(this.fileOf(key), key, bytes);
  }

  /**
   * The file of a name the upload route serves (an upload, its thumbnail or sized copies, or the
   * demo data's media), or null when the name could reach outside the uploads folder.
   */
  servedFile(name: string): string | null {
    if (!SERVED_NAME.test(name) || name.split('/').some((part) => part === '..' || part === '')) return null;
    return path.join(this.root, name);
  }

  /** Writes a served name once, as `write` does: sized copies made after the upload, whoever's upload it was. */
  async writeServed(name: string, bytes: Buffer): Promise<void> {
    const file = this.servedFile(name);
    if (!file) throw new Error('invalid name');
    await writeOnce(file, name, bytes);
  }

  /** The bytes of a served name, or null when there is no such file. */
  async readServed(name: string): Promise<Buffer | null> {
    const file = this.servedFile(name);
    if (!file) return null;
    return fs.readFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  /** Whether a served name has its file. */
  async hasServed(name: string): Promise<boolean> {
    const file = this.servedFile(name);
    if (!file) return false;
    return fs.access(file).then(
      () => true,
      () => false,
    );
  }

  /**
   * Streams a body to a temporary file as it arrives (constant memory, whatever its size), giving
   * each chunk to `inspect`; more than `maxBytes` stops it with TooManyBytesError and no file left.
   */
  async stage(key: string, body: Readable, maxBytes: number, inspect: (chunk: Buffer) => void): Promise<StagedFile> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${crypto.randomUUID()}.part`;
    const handle = await fs.open(temp, 'wx');
    let bytes = 0;
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        if (bytes > maxBytes) throw new TooManyBytesError(key);
        inspect(chunk);
        await handle.write(chunk);
      }
    } catch (error) {
      await handle.close();
      await fs.rm(temp, { force: true });
      body.destroy();
      throw error;
    }
    await handle.close();
    return {
      path: temp,
      bytes,
      commit: () => linkIntoPlace(temp, file, key),
      discard: () => fs.rm(temp, { force: true }),
    };
  }

  /** Whether a file is stored under the key already (a link is used once). */
  async exists(key: string): Promise<boolean> {
    return fs.access(this.fileOf(key)).then(
      () => true,
      () => false,
    );
  }

  /** Removes a stored file, if there is one: undoes a write whose upload was not recorded. */
  async remove(key: string): Promise<void> {
    await fs.rm(this.fileOf(key), { force: true });
  }

  private fileOf(key: string): string {
    if (!isStoredKey(key)) throw new Error('invalid key');
    return path.join(this.root, key);
  }
}

/** Hard-links a finished temporary file to its key, which is written once: an existing one is a FileExistsError. */
async function linkIntoPlace(temp: string, file: string, key: string): Promise<void> {
  try {
    await fs.link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new FileExistsError(key);
    throw error;
  } finally {
    await fs.rm(temp, { force: true });
  }
}

/** Writes a file through a temporary one linked into place: never half a file, never twice. */
async function writeOnce(file: string, key: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${crypto.randomUUID()}.part`;
  try {
    await fs.writeFile(temp, bytes, { flag: 'wx' });
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
  await linkIntoPlace(temp, file, key);
}

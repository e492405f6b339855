import fs from 'node:fs/promises';
import path from 'node:path';

export interface TextSink {
  write(text: string): Promise<void>;
  /** Bytes written so far. */
  readonly bytes: number;
}

const FLUSH_AT = 1 << 20;

/**
 * Writes a file that either appears whole or not at all: the text goes to a temporary file next
 * to it, is flushed to disk, then renamed over the target. A failure leaves no partial file behind.
 */
export async function writeFileAtomically<T>(file: string, produce: (sink: TextSink) => Promise<T>): Promise<T> {
  const target = path.resolve(file);
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  const handle = await fs.open(temporary, 'wx');
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let bytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const chunk = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    await handle.write(chunk);
  };
  const sink: TextSink = {
    async write(text) {
      const buffer = Buffer.from(text, 'utf8');
      pending.push(buffer);
      pendingBytes += buffer.length;
      bytes += buffer.length;
      if (pendingBytes >= FLUSH_AT) await flush();
    },
    get bytes() {
      return bytes;
    },
  };
  try {
    const result = await produce(sink);
    await flush();
    await handle.sync();
    await handle.close();
    await fs.rename(temporary, target);
    await syncDirectory(path.dirname(target));
    return result;
  } catch (error) {
    await handle.close().catch(() => undefined);
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/** Makes the rename itself durable; some file systems cannot open a directory, which is fine. */
async function syncDirectory(dir: string) {
  try {
    const handle = await fs.open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // best effort
  }
}

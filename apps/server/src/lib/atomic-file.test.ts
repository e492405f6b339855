import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFileAtomically } from './atomic-file';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-atomic-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('writing a file atomically', () => {
  it('writes the whole text and counts its bytes', async () => {
    const file = path.join(dir, 'whole.txt');
    const big = 'سوق '.repeat(400_000);
    const bytes = await writeFileAtomically(file, async (sink) => {
      await sink.write(big);
      await sink.write('end\n');
      return sink.bytes;
    });
    expect(fs.readFileSync(file, 'utf8')).toBe(`${big}end\n`);
    expect(bytes).toBe(Buffer.byteLength(`${big}end\n`));
    expect(fs.readdirSync(dir)).toEqual(['whole.txt']);
  });

  it('leaves the previous file, and no temporary one, when writing fails', async () => {
    const file = path.join(dir, 'kept.txt');
    fs.writeFileSync(file, 'previous');
    await expect(
      writeFileAtomically(file, async (sink) => {
        await sink.write('x'.repeat(2 << 20));
        throw new Error('disk on fire');
      }),
    ).rejects.toThrow('disk on fire');
    expect(fs.readFileSync(file, 'utf8')).toBe('previous');
    expect(fs.readdirSync(dir).sort()).toEqual(['kept.txt', 'whole.txt']);
  });
});

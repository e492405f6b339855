import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/db/client';
import { seedDemo } from '../../src/seed/demo';
import { seedReferenceData } from '../../src/seed/reference';

/** A small demo database: every table has rows, so ids the fuzzer picks can name real records. */
export async function seedSmallDemo(db: Db): Promise<void> {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-fuzz-'));
  try {
    await seedReferenceData(db, { uploadsDir });
    await seedDemo(db, { users: 8, posts: 10, classifieds: 24, stories: 4 }, { uploadsDir, log: () => undefined });
  } finally {
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  }
}

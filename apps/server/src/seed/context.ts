import type { Faker } from '@faker-js/faker';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import type { ActivityClock } from './clock';
import type { Bilingual } from './datasets/social-text';
import type { DemoMedia } from './media';

/** Every demo user's e-mail ends so: `.test` is reserved (RFC 2606) and never delivers mail. */
export const DEMO_EMAIL_DOMAIN = 'demo.souq.test';

export type Language = 'en' | 'ar';

export interface SeedContext {
  tx: Tx;
  /** Decisions and English text. */
  rng: Faker;
  /** Arabic names (the Arabic locale, English where it has no data). */
  ar: Faker;
  clock: ActivityClock;
  media: DemoMedia;
}

/** A demo user as the other generators need it. */
export interface Member {
  id: string;
  language: Language;
  createdAt: Date;
}

const ARABIC_LETTER = /[\u0600-\u06ff]/;
export const languageOf = (text: string): Language => (ARABIC_LETTER.test(text) ? 'ar' : 'en');

export const pick = <T>(ctx: SeedContext, items: readonly T[]): T => ctx.rng.helpers.arrayElement(items);

export const phrase = (ctx: SeedContext, bank: Bilingual, language: Language): string => pick(ctx, bank[language]);

export const chance = (ctx: SeedContext, probability: number): boolean => ctx.rng.datatype.boolean({ probability });

export const int = (ctx: SeedContext, min: number, max: number): number => ctx.rng.number.int({ min, max });

/** An index into a list that favours its start: a few very active members, many quiet ones. */
export const skewedIndex = (ctx: SeedContext, length: number, power = 2): number =>
  Math.min(length - 1, Math.floor(length * ctx.rng.number.float({ min: 0, max: 1 }) ** power));

/**
 * Someone who already had an account at `at` (members are oldest first), favouring the long-time
 * members; when nobody had, the oldest member and a time after they joined.
 */
export function memberAt(ctx: SeedContext, members: readonly Member[], at: Date, power = 2): { member: Member; at: Date } {
  let low = 0;
  let high = members.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (members[mid]!.createdAt <= at) low = mid + 1;
    else high = mid;
  }
  if (low === 0) return { member: members[0]!, at: ctx.clock.after(members[0]!.createdAt) };
  return { member: members[skewedIndex(ctx, low, power)]!, at };
}

// Well under PostgreSQL's 65,535 bind parameters for the widest table here.
const BATCH_ROWS = 500;

/** Multi-row inserts, a batch at a time. */
export async function insertRows<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][], options: { ignoreConflicts?: boolean } = {}): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const insert = tx.insert(table).values(rows.slice(start, start + BATCH_ROWS));
    await (options.ignoreConflicts ? insert.onConflictDoNothing() : insert);
  }
}

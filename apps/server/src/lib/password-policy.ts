import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '@souq/contract/auth';
import { badRequest } from './errors';

/**
 * Which passwords Souq lets anyone set (sign-up, change, reset, the operator's accounts): long
 * enough, and not one an attacker tries early. Logging in never asks, so an older, weaker
 * password keeps working until its owner changes it.
 */
export type PasswordWeakness = 'tooShort' | 'tooCommon';

/**
 * zxcvbn's score 3: the password takes at least 10^8 guesses, with the common-password lists,
 * keyboard walks, repeats, sequences, dates and l33t spellings counted as the cheap guesses they are.
 */
const MIN_SCORE = 3;

/** Only this many leading characters are scored: the work grows with the length, and 64 are plenty. */
const SCORED_LENGTH = 64;

/** Words a guesser tries first on any Souq account. */
const SITE_WORDS = ['souq'];

// Built on first use: the dictionaries take tens of milliseconds to rank.
let scorer: ZxcvbnFactory | undefined;
function scorerOf(): ZxcvbnFactory {
  scorer ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: SCORED_LENGTH });
  return scorer;
}

/**
 * What is wrong with a password someone wants to set, or undefined when it may be set.
 * `personal` holds the account's own words (name, e-mail), which make a password easy to guess too.
 */
export function passwordWeakness(password: string, personal: readonly string[] = []): PasswordWeakness | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  const words = [...SITE_WORDS, ...personal.flatMap(personalWords)];
  return scorerOf().check(password, words).score < MIN_SCORE ? 'tooCommon' : undefined;
}

/**
 * An e-mail address counts as a whole and by its name part; a name as a whole, word by word,
 * and run together ("Mona Saleh" is guessed as "monasaleh" too).
 */
function personalWords(text: string): string[] {
  const lower = text.trim().toLowerCase();
  const local = lower.split('@')[0] ?? '';
  const words = [lower, local, local.replace(/[\s._+-]+/g, ''), ...lower.split(/[\s@._+-]+/)];
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/** The catalog texts a route answers with, one per weakness. */
export type PasswordWeaknessTexts = Readonly<Record<PasswordWeakness, string>>;

/** Refuses a password that may not be set: 400, the reason as the message and on `field`. */
export function assertPasswordAllowed(
  password: string,
  { field, texts, personal = [] }: { field: string; texts: PasswordWeaknessTexts; personal?: readonly string[] },
): void {
  const weakness = passwordWeakness(password, personal);
  if (weakness) throw badRequest(texts[weakness], { [field]: texts[weakness] });
}

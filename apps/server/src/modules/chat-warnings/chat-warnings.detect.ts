import type { ChatWarningCategory, ChatWarningKind } from '@souq/contract/chat-warnings';
import { CHAT_WARNING_CATEGORIES } from '@souq/contract/chat-warnings';
import { normalizePhoneText } from '@souq/contract/digits';
import { containsRun, wordsOf } from '../../lib/phrase-match';

/** An active rule as the checks use it: a phrase already split into the words it matches. */
export interface CompiledRule {
  kind: ChatWarningKind;
  category: ChatWarningCategory;
  /** A phrase's words, each as `wordsOf` reads a message's; empty for a built-in check. */
  words: string[];
}

export function compileRule(rule: { kind: string; category: string; text: string | null }): CompiledRule {
  return {
    kind: rule.kind as ChatWarningKind,
    category: rule.category as ChatWarningCategory,
    words: rule.kind === 'phrase' && rule.text ? wordsOf(rule.text) : [],
  };
}

/** A Kuwaiti IBAN, written whole or in groups (`KW81 CBKU 0000 ...`): 30 characters once spaces go. */
const KUWAIT_IBAN = /KW\d{2}[A-Z]{4}[0-9A-Z]{22}/;
/** A run of digits a person may group with spaces, dots or dashes, with an optional leading + or 00. */
const DIGIT_RUN = /\+?\d(?:[ .-]?\d)*/g;
/** How many digits a phone number has: 8 in Kuwait and most of the Gulf, up to 15 with a country code. */
const PHONE_DIGITS = { min: 8, max: 15 };
/** A bank account number: longer than a local phone, not a phone with its country code. */
const ACCOUNT_DIGITS_MIN = 10;
const WITH_COUNTRY_CODE = /^(?:\+|00)?9(?:65|66|71|73|74|68)\d{7,9}$/;
/** A link: a scheme, `www.`, or a bare host on a top-level domain scammers use for short links and chats. */
const LINK = /(?:https?:\/\/|www\.)[^\s/?#]+|\b(?:[a-z0-9-]+\.)+(?:com|net|org|me|io|ly|link|info|app|co|xyz|site|online|shop|store|kw|gl|gd|page)\b/gi;

/** What a message's text holds that the built-in checks look for. */
export interface Findings {
  iban: boolean;
  accountNumber: boolean;
  phone: boolean;
  externalLink: boolean;
}

function hostOf(link: string): string {
  const withoutScheme = link.replace(/^https?:\/\//i, '');
  return (withoutScheme.split(/[/:?#]/)[0] ?? '').toLowerCase().replace(/^www\./, '');
}

/** Whether `host` is Souq's own (its public host or a subdomain of it). */
function isSouqHost(host: string, souqHost: string): boolean {
  const own = souqHost.toLowerCase().replace(/^www\./, '');
  return own !== '' && (host === own || host.endsWith(`.${own}`));
}

/** Reads the text once for every built-in check; Arabic-Indic digits count as digits. */
export function findInText(body: string, souqHost: string): Findings {
  const text = normalizePhoneText(body);
  const iban = KUWAIT_IBAN.test(text.toUpperCase().replace(/[\s-]/g, ''));
  let accountNumber = false;
  let phone = false;
  // An IBAN's digits are not read again as an account or phone number.
  const digitsText = iban ? text.replace(/KW\d{2}[\sA-Z0-9-]+/gi, ' ') : text;
  for (const match of digitsText.matchAll(DIGIT_RUN)) {
    const compact = match[0].replace(/[ .-]/g, '');
    const digits = compact.replace(/^\+/, '').length;
    if (WITH_COUNTRY_CODE.test(compact) || (digits >= PHONE_DIGITS.min && digits <= 9)) phone = true;
    else if (digits >= ACCOUNT_DIGITS_MIN) accountNumber = true;
  }
  const externalLink = [...text.matchAll(LINK)].some((match) => !isSouqHost(hostOf(match[0]), souqHost));
  return { iban, accountNumber, phone, externalLink };
}

export interface CheckInput {
  body: string;
  /** Souq's public host: links to it are not outside Souq. */
  souqHost: string;
  /** Whether the message is among the sender's first messages of the conversation (asked only when a phone number is found). */
  isEarly: () => Promise<boolean>;
}

/** The categories the message hits under the active rules, each once, in the contract's order. */
export async function evaluate(rules: readonly CompiledRule[], input: CheckInput): Promise<ChatWarningCategory[]> {
  if (rules.length === 0) return [];
  const words = wordsOf(input.body);
  const found = findInText(input.body, input.souqHost);
  const hits = new Set<ChatWarningCategory>();
  let early: boolean | undefined;
  for (const rule of rules) {
    if (hits.has(rule.category)) continue;
    switch (rule.kind) {
      case 'phrase':
        if (containsRun(words, rule.words)) hits.add(rule.category);
        break;
      case 'iban':
        if (found.iban) hits.add(rule.category);
        break;
      case 'account_number':
        if (found.accountNumber) hits.add(rule.category);
        break;
      case 'external_link':
        if (found.externalLink) hits.add(rule.category);
        break;
      case 'phone_early':
        if (found.phone && (early ??= await input.isEarly())) hits.add(rule.category);
        break;
    }
  }
  return CHAT_WARNING_CATEGORIES.filter((category) => hits.has(category));
}

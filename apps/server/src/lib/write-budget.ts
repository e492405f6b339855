import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { isStaffRole } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import { WRITE_KINDS, type WriteKind } from '@souq/contract/route';
import { AppError } from './errors';
import { throttledEmailOf, type ThrottleRule } from './throttle';

/**
 * Who a limit counts: the signed-in caller (the address for a public route), the address, the
 * mailbox the body names (log-ins: only someone who knows the password can spend it), or the pair.
 */
type Per = 'caller' | 'address' | 'mailbox' | 'address-and-mailbox';

interface BudgetRule {
  max: number;
  window: string;
  per: Per;
}

interface Budget {
  /** The kind's main limit; `MEMBER_WRITE_LIMITS` replaces it, and the rules scale with it. */
  max: number;
  rules: (max: number) => BudgetRule[];
  message: string;
  /** 'success': only writes that succeed are spent (log-ins), so others' typos never lock anybody out. */
  counts?: 'success';
  /** How much one request spends (1 unless said): what the limit protects, not the calls. */
  weight?: (request: FastifyRequest) => number;
}

/** The most one request may spend: its body is not validated yet when the budget is read. */
const MAX_WEIGHT = 10;

/** A pre-sign call spends one per file it asks addresses for (the members' apps ask one a call). */
function filesAsked(request: FastifyRequest): number {
  const fileNames = (request.body as { fileNames?: unknown } | null)?.fileNames;
  return Array.isArray(fileNames) ? fileNames.length : 1;
}

export interface BudgetSettings {
  /** `MEMBER_WRITE_RATE_MAX`: ordinary members' writes of one kind a minute. */
  ordinary: number;
  /** `LOGIN_RATE_MAX`: failed log-ins per address and account in 15 minutes; successful ones get twice that. */
  logins: number;
  /** `REGISTER_RATE_MAX`: sign-ups per address in 15 minutes. */
  signUps: number;
  /** `RESET_RATE_MAX`: reset mails per address and mailbox in an hour. */
  resets: number;
  /** `MEMBER_WRITE_LIMITS`: a kind's main limit, replaced. */
  overrides: Partial<Record<WriteKind, number>>;
}

const perMinute = (max: number): BudgetRule[] => [{ max, window: '1 minute', per: 'caller' }];

/**
 * Every kind of write with its limit, in one place. Writes that cost disk, staff time or pushes
 * (uploads, tickets, contact forms, devices) get far less than taps (likes), and reads that write
 * a row (conversation reads, story views) far more, since a member opens many in a row.
 */
export function writeBudgets(settings: BudgetSettings): Record<WriteKind, Budget> {
  const ordinary: Budget = { max: settings.ordinary, rules: perMinute, message: messages.members.common.tooManyWrites };
  const often: Budget = { ...ordinary, max: settings.ordinary * 4 };
  const table: Record<WriteKind, Budget> = {
    account: ordinary,
    // More than failures: a member on a phone and a laptop, signing in again after a log-out.
    logins: {
      max: settings.logins * 2,
      rules: (max) => [
        { max, window: '15 minutes', per: 'mailbox' },
        { max: max * 10, window: '15 minutes', per: 'address' },
      ],
      message: messages.login.tooManyAttempts,
      counts: 'success',
    },
    'sign-ups': {
      max: settings.signUps,
      rules: (max) => [{ max, window: '15 minutes', per: 'address' }],
      message: messages.members.account.tooManyRegistrations,
    },
    // Tokens cannot be guessed: this only bounds the work, a few openings of each sign-up's link
    // (30 at the default of 10 sign-ups), so an address allowed more sign-ups may verify them all.
    'email-verifications': {
      max: settings.signUps * 3,
      rules: (max) => [{ max, window: '15 minutes', per: 'address' }],
      message: messages.members.account.tooManyVerifications,
    },
    // Each one is a paid text message to a number the member typed: a few an hour per member (a
    // typo or two included, since refusals are spent too), and
    // per client address so many new accounts on one machine cannot text the world (the routes
    // also limit the texts one number receives, whoever asks).
    'phone-codes': {
      max: 8,
      rules: (max) => [
        { max, window: '1 hour', per: 'caller' },
        { max: max * 4, window: '1 hour', per: 'address' },
      ],
      message: messages.members.account.tooManyCodes,
    },
    // Each code dies at its fifth wrong try; this bounds how fast a member may ask for codes and
    // guess again, and guesses from one address across accounts.
    'phone-verifications': {
      max: 10,
      rules: (max) => [
        { max, window: '15 minutes', per: 'caller' },
        { max: max * 5, window: '15 minutes', per: 'address' },
      ],
      message: messages.members.account.tooManyCodeTries,
    },
    // Per caller and mailbox, never per mailbox alone: a stranger asking for someone's reset mail
    // many times must not stop that person's own request from going through.
    'reset-mails': {
      max: settings.resets,
      rules: (max) => [
        { max, window: '1 hour', per: 'address-and-mailbox' },
        { max: max * 4, window: '1 hour', per: 'address' },
      ],
      message: messages.generic.tooManyRequests,
    },
    'password-resets': {
      max: settings.resets * 4,
      rules: (max) => [{ max, window: '15 minutes', per: 'address' }],
      message: messages.generic.tooManyRequests,
    },
    posts: ordinary,
    'post-edits': ordinary,
    comments: ordinary,
    likes: ordinary,
    stories: ordinary,
    'story-views': often,
    follows: ordinary,
    reports: ordinary,
    listings: ordinary,
    favourites: ordinary,
    'contact-events': ordinary,
    messages: ordinary,
    ratings: ordinary,
    'conversation-reads': often,
    'notification-reads': often,
    'saved-searches': ordinary,
    // A digest's link carries a signed token that cannot be guessed: this only bounds the work.
    unsubscribes: { max: 30, rules: (max) => [{ max, window: '15 minutes', per: 'address' }], message: messages.generic.tooManyRequests },
    // Counted in files, each up to UPLOAD_MAX_VIDEO_MB: the disk is what this protects. A minute
    // holds a listing's ten photos twice over; an hour, a busy seller's few listings.
    uploads: {
      ...ordinary,
      max: 20,
      rules: (max) => [...perMinute(max), { max: max * 5, window: '1 hour', per: 'caller' }],
      weight: filesAsked,
    },
    // Each one lands in a staff queue.
    tickets: { ...ordinary, max: 5, rules: (max) => [{ max, window: '1 hour', per: 'caller' }] },
    'ticket-messages': { ...ordinary, max: 10 },
    'contact-forms': { ...ordinary, max: 3, rules: (max) => [{ max, window: '1 hour', per: 'caller' }] },
    // An app registers again when its push token changes, a few times a day at most.
    devices: { ...ordinary, max: 10, rules: (max) => [{ max, window: '1 hour', per: 'caller' }] },
    // Opening one more live event stream closes the member's oldest: this bounds how fast they
    // may churn (the web app reconnects every 3 s at the quickest).
    'stream-opens': { ...ordinary, max: 60 },
    // One appeal a decision: a few an hour is more than anyone needs, and each lands in a staff queue.
    appeals: { ...ordinary, max: 5, rules: (max) => [{ max, window: '1 hour', per: 'caller' }] },
  };
  for (const [kind, max] of Object.entries(settings.overrides) as [WriteKind, number][]) table[kind] = { ...table[kind], max };
  return table;
}

/** `uploads=10,tickets=2`: the kinds' main limits replaced; anything else is refused with the reason. */
export function parseWriteLimits(text: string): { limits: Partial<Record<WriteKind, number>> } | { problem: string } {
  const limits: Partial<Record<WriteKind, number>> = {};
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [kind = '', value = ''] = part.split('=').map((p) => p.trim());
    if (!(WRITE_KINDS as readonly string[]).includes(kind)) return { problem: `unknown kind "${kind}" (one of ${WRITE_KINDS.join(', ')})` };
    if (!/^[1-9]\d*$/.test(value)) return { problem: `${kind} needs a whole number of at least 1` };
    limits[kind as WriteKind] = Number(value);
  }
  return { limits };
}

function keyOf(kind: WriteKind, per: Per, request: FastifyRequest): string {
  switch (per) {
    case 'caller':
      return `member-writes:${kind}:${request.auth?.id ?? request.ip}`;
    case 'address':
      return `writes:${kind}:ip:${request.ip}`;
    case 'mailbox':
      return `writes:${kind}:mailbox:${throttledEmailOf(request.body)}`;
    case 'address-and-mailbox':
      return `writes:${kind}:ip-mailbox:${request.ip}:${throttledEmailOf(request.body)}`;
  }
}

export interface WriteBudget {
  /** The preValidation hook of a route that declares this kind (the route module adds nothing). */
  hook(kind: WriteKind): preValidationAsyncHookHandler;
  /**
   * For kinds counted on success: spends one now that the write is known to succeed, refusing
   * (429) if that goes past the limit. Call it before the write is made, so a refusal writes nothing.
   */
  spend(kind: WriteKind, request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    writeBudget: WriteBudget;
  }
}

/**
 * One limiter per kind for the whole app (counters shared through Redis when it is set): routes
 * of one kind spend from the same counters. Staff are not counted: their writes are the
 * console's work (a bulk of category pictures), and a log-in is counted before anyone is known.
 */
export function createWriteBudget(app: FastifyInstance, settings: BudgetSettings): WriteBudget {
  const table = writeBudgets(settings);
  const limiters = new Map<WriteKind, ReturnType<FastifyInstance['createRateLimit']>[]>();
  const limitersOf = (kind: WriteKind) => {
    let found = limiters.get(kind);
    if (!found) {
      const budget = table[kind];
      const rules: ThrottleRule[] = budget.rules(budget.max).map((rule) => ({ max: rule.max, timeWindow: rule.window, key: (r) => keyOf(kind, rule.per, r) }));
      found = rules.map((rule) => app.createRateLimit({ max: rule.max, timeWindow: rule.timeWindow, keyGenerator: rule.key }));
      limiters.set(kind, found);
    }
    return found;
  };
  const refuse = (reply: FastifyReply, kind: WriteKind, ttlInSeconds: number): never => {
    reply.header('retry-after', String(Math.max(1, ttlInSeconds)));
    throw new AppError(429, table[kind].message);
  };
  const exempt = (request: FastifyRequest) => isStaffRole(request.auth?.role);

  return {
    hook(kind) {
      const checks = limitersOf(kind);
      const onSuccess = table[kind].counts === 'success';
      const weightOf = table[kind].weight ?? (() => 1);
      return async (request, reply) => {
        if (exempt(request)) return;
        // Counted on success: only read here, so a spent budget costs no password check.
        const spends = onSuccess ? 1 : Math.min(MAX_WEIGHT, Math.max(1, weightOf(request)));
        for (const check of checks) {
          for (let spent = 0; spent < spends; spent += 1) {
            const result = await check(request, { increment: !onSuccess });
            if (result.isAllowed) continue;
            if (onSuccess ? result.remaining === 0 : result.isExceeded) refuse(reply, kind, result.ttlInSeconds);
          }
        }
      };
    },
    async spend(kind, request, reply) {
      for (const check of limitersOf(kind)) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) refuse(reply, kind, result.ttlInSeconds);
      }
    },
  };
}

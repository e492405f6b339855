import { LISTING_RENEW_WINDOW_DAYS } from '@souq/contract/constants';

const DAY_MS = 86_400_000;

/** Where an owner's listing stands, the first that applies: staff removed it, it sold, it expired, it ends soon, or it is on sale. */
export type LifetimeState = 'removed' | 'sold' | 'expired' | 'ending' | 'active';

export interface LifetimeFacts {
  allowed: boolean;
  sold: boolean;
  expiresAt: Date;
  nextBumpAt: Date | null;
}

export interface Lifetime {
  state: LifetimeState;
  /** Whole days left, rounded up (0 once expired). */
  daysLeft: number;
  /** The server renews an expired listing or one in its last days (renew-and-bump.ts). */
  canRenew: boolean;
  /** Bumping is for a listing on sale; `nextBumpAt` says whether it must wait. */
  canBump: boolean;
}

export function lifetimeOf(listing: LifetimeFacts, now = new Date()): Lifetime {
  const left = listing.expiresAt.getTime() - now.getTime();
  const daysLeft = left <= 0 ? 0 : Math.ceil(left / DAY_MS);
  const forSale = listing.allowed && !listing.sold;
  const state: LifetimeState = !listing.allowed
    ? 'removed'
    : listing.sold
      ? 'sold'
      : left <= 0
        ? 'expired'
        : left <= LISTING_RENEW_WINDOW_DAYS * DAY_MS
          ? 'ending'
          : 'active';
  return { state, daysLeft, canRenew: forSale && (state === 'expired' || state === 'ending'), canBump: forSale && left > 0 };
}

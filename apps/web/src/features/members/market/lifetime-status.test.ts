import { describe, expect, it } from 'vitest';
import { lifetimeOf } from './lifetime-status';

const now = new Date('2026-11-28T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
const onSale = { allowed: true, sold: false, nextBumpAt: null };

describe('lifetimeOf', () => {
  it('reads an owner listing as the server decides: active, ending in its last 3 days, expired', () => {
    expect(lifetimeOf({ ...onSale, expiresAt: inDays(10) }, now)).toEqual({ state: 'active', daysLeft: 10, canRenew: false, canBump: true });
    expect(lifetimeOf({ ...onSale, expiresAt: inDays(2.5) }, now)).toEqual({ state: 'ending', daysLeft: 3, canRenew: true, canBump: true });
    expect(lifetimeOf({ ...onSale, expiresAt: inDays(-1) }, now)).toEqual({ state: 'expired', daysLeft: 0, canRenew: true, canBump: false });
  });

  it('puts a staff removal before a sale, and a sale before the lifetime; neither renews nor bumps', () => {
    expect(lifetimeOf({ ...onSale, allowed: false, sold: true, expiresAt: inDays(-1) }, now)).toMatchObject({
      state: 'removed',
      canRenew: false,
      canBump: false,
    });
    expect(lifetimeOf({ ...onSale, sold: true, expiresAt: inDays(-1) }, now)).toMatchObject({ state: 'sold', canRenew: false, canBump: false });
  });
});

import { and, desc, eq, inArray } from 'drizzle-orm';
import { classifiedPosts } from '../db/schema/classifieds';
import { classifiedFavourites, conversationMessages, conversations, follows } from '../db/schema/members';
import { CHAT_LINES } from './datasets/social-text';
import { chance, insertRows, int, phrase, skewedIndex, type Member, type SeedContext } from './context';

/** Whichever of two times is later. */
const later = (a: Date, b: Date) => (a > b ? a : b);

/**
 * The members' side of the demo: who follows whom (a few popular members, most
 * followed by a handful), favourite listings, and buyers' conversations with sellers.
 */
export async function seedConnections(ctx: SeedContext, members: readonly Member[], conversationCount: number): Promise<void> {
  if (members.length < 2) return;
  const followRows = new Map<string, typeof follows.$inferInsert>();
  for (const follower of members) {
    const wanted = int(ctx, 1, Math.min(12, members.length - 1));
    for (let i = 0; i < wanted; i++) {
      const followee = members[skewedIndex(ctx, members.length, 3)]!;
      if (followee.id === follower.id) continue;
      followRows.set(`${follower.id}:${followee.id}`, {
        followerId: follower.id,
        followeeId: followee.id,
        createdAt: ctx.clock.after(later(follower.createdAt, followee.createdAt)),
      });
    }
  }
  // A second demo run draws pairs among everybody again: the ones that exist stay as they are.
  await insertRows(ctx.tx, follows, [...followRows.values()], { ignoreConflicts: true });

  const memberIds = members.map((m) => m.id);
  const listings = await ctx.tx
    .select({ id: classifiedPosts.id, sellerId: classifiedPosts.userId, createdAt: classifiedPosts.createdAt })
    .from(classifiedPosts)
    .where(and(eq(classifiedPosts.active, true), inArray(classifiedPosts.userId, memberIds)))
    .orderBy(desc(classifiedPosts.createdAt))
    .limit(2_000);
  if (listings.length === 0) return;

  const favouriteRows = new Map<string, typeof classifiedFavourites.$inferInsert>();
  for (const member of members) {
    if (!chance(ctx, 0.5)) continue;
    for (let i = int(ctx, 1, 4); i > 0; i--) {
      const listing = listings[skewedIndex(ctx, listings.length)]!;
      favouriteRows.set(`${member.id}:${listing.id}`, {
        userId: member.id,
        classifiedId: listing.id,
        createdAt: ctx.clock.after(later(listing.createdAt, member.createdAt)),
      });
    }
  }
  await insertRows(ctx.tx, classifiedFavourites, [...favouriteRows.values()], { ignoreConflicts: true });

  const existing = await ctx.tx
    .select({ classifiedId: conversations.classifiedId, buyerId: conversations.buyerId })
    .from(conversations)
    .where(inArray(conversations.buyerId, memberIds));
  const seen = new Set(existing.map((c) => `${c.classifiedId}:${c.buyerId}`));
  const conversationRows: (typeof conversations.$inferInsert)[] = [];
  const messageRows: (typeof conversationMessages.$inferInsert)[] = [];
  for (let attempt = 0; attempt < conversationCount * 2 && conversationRows.length < conversationCount; attempt++) {
    const listing = listings[skewedIndex(ctx, listings.length)]!;
    const buyer = members[int(ctx, 0, members.length - 1)]!;
    const key = `${listing.id}:${buyer.id}`;
    if (buyer.id === listing.sellerId || seen.has(key)) continue;
    seen.add(key);
    const id = crypto.randomUUID();
    const language = buyer.language;
    let at = ctx.clock.after(later(listing.createdAt, buyer.createdAt));
    const startedAt = at;
    const lines = int(ctx, 1, 6);
    for (let i = 0; i < lines; i++) {
      const fromBuyer = i % 2 === 0;
      messageRows.push({
        conversationId: id,
        senderId: fromBuyer ? buyer.id : listing.sellerId,
        body: phrase(ctx, fromBuyer ? CHAT_LINES.buyer : CHAT_LINES.seller, language),
        createdAt: at,
      });
      if (i < lines - 1) at = ctx.clock.after(at);
    }
    const read = chance(ctx, 0.7) ? at : null;
    conversationRows.push({
      id,
      classifiedId: listing.id,
      buyerId: buyer.id,
      sellerId: listing.sellerId,
      createdAt: startedAt,
      lastMessageAt: at,
      buyerReadAt: read,
      sellerReadAt: chance(ctx, 0.5) ? at : null,
    });
  }
  await insertRows(ctx.tx, conversations, conversationRows);
  await insertRows(ctx.tx, conversationMessages, messageRows);
}

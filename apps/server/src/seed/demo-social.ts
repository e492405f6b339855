import crypto from 'node:crypto';
import type { MediaItem } from '../db/schema/classifieds';
import { comments, postLikes, postReports, postShares, posts, stories } from '../db/schema/posts';
import { userReports, users } from '../db/schema/users';
import { chance, DEMO_EMAIL_DOMAIN, insertRows, int, languageOf, memberAt, phrase, pick, type Member, type SeedContext } from './context';
import { COMMENTS, POST_REPORT_REASONS, POST_SENTENCES, POST_TITLES, STORY_CAPTIONS, USER_REPORT_REASONS } from './datasets/social-text';

/** Where demo users come from besides Kuwait, with their dialling code and mobile length. */
export const HOME_COUNTRIES: readonly (readonly [country: string, dial: string, first: string, digits: number])[] = [
  ['SA', '966', '5', 8],
  ['AE', '971', '5', 8],
  ['BH', '973', '3', 7],
  ['EG', '20', '1', 9],
  ['JO', '962', '7', 8],
  ['IN', '91', '9', 9],
  ['PH', '63', '9', 9],
  ['LB', '961', '3', 6],
];

export const kuwaitMobile = (ctx: SeedContext) => `${pick(ctx, ['5', '6', '9'])}${ctx.rng.string.numeric(7)}`;

/** `count` users, numbered after the `offset` demo users that already exist (unique e-mails). */
export async function seedUsers(ctx: SeedContext, count: number, offset: number): Promise<void> {
  const rows: (typeof users.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const n = offset + i + 1;
    const sex = ctx.rng.person.sexType();
    const arabic = chance(ctx, 0.55);
    // First name then family name, as people write it in the app (the locales also reverse it).
    const person = arabic ? ctx.ar.person : ctx.rng.person;
    const name = `${person.firstName(sex)} ${person.lastName(sex)}`;
    const local = arabic
      ? `user${n}`
      : `${name
          .toLowerCase()
          .normalize('NFKD')
          .replace(/[^a-z]+/g, '.')
          .replace(/^\.|\.$/g, '')}${n}`;
    const home = chance(ctx, 0.78) ? (['KW', '965', pick(ctx, ['5', '6', '9']), 7] as const) : pick(ctx, HOME_COUNTRIES);
    const [countryId, dial, first, digits] = home;
    rows.push({
      id: crypto.randomUUID(),
      name,
      email: `${local}@${DEMO_EMAIL_DOMAIN}`,
      // No password: demo users cannot log in.
      passwordHash: null,
      role: 'user',
      photo: chance(ctx, 0.85) ? ctx.media.avatars[n % ctx.media.avatars.length]! : null,
      gender: sex,
      phone: `+${dial}${first}${ctx.rng.string.numeric(digits)}`,
      countryId,
      active: i === 0 || chance(ctx, 0.87),
      blocked: i !== 0 && chance(ctx, 0.06),
      createdAt: i === 0 ? ctx.clock.today() : ctx.clock.recent(),
    });
  }
  await insertRows(ctx.tx, users, rows);
}

export function postMedia(ctx: SeedContext): MediaItem[] {
  return ctx.rng.helpers.arrayElements(ctx.media.photos, int(ctx, 1, 3)).map((url) => ({ url, type: 'image' as const }));
}

/**
 * Posts with their likes, shares, comments and reports. The counters are computed from the rows
 * inserted with them, so they match. The first post is today's and the most discussed: its
 * comments and reports fill more than one page.
 */
export async function seedPosts(ctx: SeedContext, count: number, members: readonly Member[]): Promise<void> {
  if (members.length === 0) return;
  const postRows: (typeof posts.$inferInsert)[] = [];
  const likeRows: (typeof postLikes.$inferInsert)[] = [];
  const shareRows: (typeof postShares.$inferInsert)[] = [];
  const commentRows: (typeof comments.$inferInsert)[] = [];
  const reportRows: (typeof postReports.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const { member: author, at: createdAt } = memberAt(ctx, members, i === 0 ? ctx.clock.today() : ctx.clock.recent());
    const id = crypto.randomUUID();
    const language = author.language;
    const reel = i > 0 && chance(ctx, 0.1);
    const sentences = ctx.rng.helpers.arrayElements(POST_SENTENCES[language], int(ctx, 1, 3));

    const likeCount = i === 0 ? Math.min(members.length, int(ctx, 8, 30)) : int(ctx, 0, Math.min(members.length, 16));
    const likers = ctx.rng.helpers.arrayElements(members, likeCount);
    for (const liker of likers) likeRows.push({ postId: id, userId: liker.id, createdAt: ctx.clock.after(createdAt) });
    // A member's share counts once: a second pick of the same member adds nothing.
    const sharers = new Set<string>();
    const shareTries = i === 0 ? int(ctx, 2, 8) : int(ctx, 0, 4);
    for (let s = 0; s < shareTries; s++) {
      const sharer = pick(ctx, members).id;
      const sharedAt = ctx.clock.after(createdAt);
      if (sharers.has(sharer)) continue;
      sharers.add(sharer);
      shareRows.push({ postId: id, userId: sharer, createdAt: sharedAt });
    }
    const commentCount = i === 0 ? 12 : int(ctx, 0, 9);
    for (let c = 0; c < commentCount; c++) {
      const commenter = pick(ctx, members);
      commentRows.push({
        postId: id,
        userId: commenter.id,
        comments: phrase(ctx, COMMENTS, commenter.language),
        createdAt: ctx.clock.after(createdAt),
      });
    }
    const reporters = i === 0 ? ctx.rng.helpers.arrayElements(members, Math.min(members.length, 12)) : chance(ctx, 0.2) ? [pick(ctx, members)] : [];
    for (const reporter of reporters) {
      reportRows.push({
        postId: id,
        reportedUserId: reporter.id,
        reportDescription: phrase(ctx, POST_REPORT_REASONS, reporter.language),
        createdAt: ctx.clock.after(createdAt),
      });
    }

    postRows.push({
      id,
      userId: author.id,
      title: phrase(ctx, POST_TITLES, language),
      description: sentences.join(' '),
      type: reel ? 'reel' : 'post',
      url: reel ? ctx.media.video : null,
      media: reel ? [{ url: ctx.media.video, type: 'video' }] : postMedia(ctx),
      active: i === 0 || chance(ctx, 0.92),
      totalLikes: likers.length,
      totalShares: sharers.size,
      totalComments: commentCount,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await insertRows(ctx.tx, posts, postRows);
  await insertRows(ctx.tx, postLikes, likeRows);
  await insertRows(ctx.tx, postShares, shareRows);
  await insertRows(ctx.tx, comments, commentRows);
  await insertRows(ctx.tx, postReports, reportRows);
}

/** Image and video stories; a few have lost their user, as the stories screen expects. */
export async function seedStories(ctx: SeedContext, count: number, members: readonly Member[]): Promise<void> {
  const rows: (typeof stories.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const owner = members.length > 0 && (i === 0 || chance(ctx, 0.96)) ? pick(ctx, members) : undefined;
    const video = i % 4 === 1;
    rows.push({
      userId: owner?.id ?? null,
      storyType: video ? 'video' : 'image',
      storyUrl: video ? ctx.media.video : pick(ctx, ctx.media.storyImages),
      thumbnailUrl: video ? ctx.media.videoThumbnail : null,
      description: phrase(ctx, STORY_CAPTIONS, owner?.language ?? 'en'),
      active: i === 0 || chance(ctx, 0.9),
      createdAt: i === 0 ? ctx.clock.today() : ctx.clock.recent(),
    });
  }
  await insertRows(ctx.tx, stories, rows);
}

export async function seedUserReports(ctx: SeedContext, count: number, members: readonly Member[]): Promise<void> {
  if (members.length < 2) return;
  const rows: (typeof userReports.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const [reporter, reported] = ctx.rng.helpers.arrayElements(members, 2) as [Member, Member];
    rows.push({
      userId: reporter.id,
      reportedUserId: reported.id,
      reason: phrase(ctx, USER_REPORT_REASONS, reporter.language),
      createdAt: ctx.clock.after(reported.createdAt),
    });
  }
  await insertRows(ctx.tx, userReports, rows);
}

/** The demo users to act as authors, oldest first, with the language of their name. */
export function toMember(row: { id: string; name: string; createdAt: Date }): Member {
  return { id: row.id, language: languageOf(row.name), createdAt: row.createdAt };
}

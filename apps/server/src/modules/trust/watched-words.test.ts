import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { fillTemplate } from '@souq/contract/fill-template';
import { ZModerationItem, ZModerationQueue } from '@souq/contract/moderation';
import { messages } from '@souq/contract/messages';
import { normalizePhraseText } from '@souq/contract/search-text';
import { ZWatchedWord, ZWatchedWordList } from '@souq/contract/watched-words';
import { auditLog } from '../../db/schema/content';
import { moderationItems } from '../../db/schema/moderation';
import { posts } from '../../db/schema/posts';
import { errorOf } from '../../../test/helper';
import { buildPost } from '../../../test/factories';
import { admin, buyer, create, created, detail, other, rowOf, seller, t, useListingContext } from '../../../test/fixtures/listing-context';

/** Watched words: staff's list, and what a hit does to a listing, a post, a comment and a name. */
useListingContext();

const w = messages.trust;
const URL = '/api/watched-words';
const MISSING = '00000000-0000-4000-8000-000000000000';

async function itemOf(kind: 'listing' | 'post' | 'user', subjectId: string) {
  const [row] = await t.db
    .select()
    .from(moderationItems)
    .where(and(eq(moderationItems.subjectKind, kind), eq(moderationItems.subjectId, subjectId)));
  return row;
}

async function auditOf(id: string, action: string) {
  const [entry] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordId, id), eq(auditLog.action, action)));
  return entry
    ? { before: JSON.parse(entry.before ?? 'null') as unknown, after: JSON.parse(entry.after ?? 'null') as unknown, actorId: entry.actorId }
    : undefined;
}

describe('the watched words list', () => {
  it('lists the seeded starter list in Arabic and English for staff; 401 without a token, 403 for a member', async () => {
    const response = await t.as(admin).get(URL);
    expect(response.statusCode).toBe(200);
    const { words } = ZWatchedWordList.parse(response.json());
    expect(words.map((word) => word.phrase)).toEqual(expect.arrayContaining(['سجاير الكترونيه', 'vape', 'حشيش', 'casino']));
    // Stored as the server reads text, or a staff member's add of the same word would not be found taken.
    for (const word of words) expect(word.phrase).toBe(normalizePhraseText(word.phrase));
    expect(new Set(words.map((word) => word.action))).toEqual(new Set(['block', 'hold', 'flag']));
    expect((await t.anonymous.get(URL)).statusCode).toBe(401);
    expect((await t.as(seller).get(URL)).statusCode).toBe(403);
    expect((await t.as(seller).post(URL, { phrase: 'x', action: 'block', category: 'other' })).statusCode).toBe(403);
  });

  it('adds a word stored normalised and audited; 409 for the same word in another spelling; 400 with clear messages', async () => {
    const added = await t.as(admin).post(URL, { phrase: ' Fireworks! ', action: 'hold', category: 'other' });
    expect(added.statusCode, added.body).toBe(201);
    const word = ZWatchedWord.parse(added.json());
    expect(word).toMatchObject({ phrase: 'fireworks', action: 'hold', category: 'other', active: true });
    expect(await auditOf(word._id, 'watched-word.create')).toEqual({
      actorId: admin.id,
      before: null,
      after: { phrase: 'fireworks', action: 'hold', category: 'other', active: true },
    });

    const taken = await t.as(admin).post(URL, { phrase: 'سجائر إلكترونيّة', action: 'flag', category: 'tobacco' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toBe(w.phraseTaken);

    const bad = await t.as(admin).post(URL, { phrase: 'x', action: 'ban', category: 'pets' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toMatchObject({
      phrase: w.phraseTooShort,
      action: w.actionInvalid,
      category: w.categoryInvalid,
    });
    expect((await t.as(admin).post(URL, [])).statusCode).toBe(400);
  });

  it('edits and deletes a word, auditing both; 404 for an unknown or malformed id', async () => {
    const word = ZWatchedWord.parse((await t.as(admin).post(URL, { phrase: 'spy camera', action: 'flag', category: 'other' })).json());
    const edited = await t.as(admin).put(`${URL}/${word._id}`, { phrase: 'hidden spy camera', action: 'block', category: 'other', active: false });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await auditOf(word._id, 'watched-word.edit'))?.after).toMatchObject({ phrase: 'hidden spy camera', action: 'block', active: false });

    const removed = await t.as(admin).delete(`${URL}/${word._id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: w.deleted });
    expect((await auditOf(word._id, 'watched-word.delete'))?.before).toMatchObject({ phrase: 'hidden spy camera' });

    for (const id of [word._id, MISSING]) {
      const response = await t.as(admin).put(`${URL}/${id}`, { phrase: 'abc', action: 'flag', category: 'other' });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe(w.notFound);
      expect((await t.as(admin).delete(`${URL}/${id}`)).statusCode).toBe(404);
    }
    expect((await t.as(admin).delete(`${URL}/not-an-id`)).statusCode).toBe(404);
  });
});

describe('a listing with a watched word', () => {
  it('that blocks is refused (400), naming only the word; nothing is stored', async () => {
    const response = await create('food', { title: 'Hashish, the best', description: 'Call me' });
    expect(response.statusCode).toBe(400);
    const message = fillTemplate(w.wordBlocked, { word: 'hashish' });
    expect(errorOf(response)).toBe(message);
    expect(response.json<{ fields: Record<string, string> }>().fields.title).toBe(message);
  });

  it('that holds is saved hidden from everyone but its owner, and queued with the word (Arabic spelled any way)', async () => {
    const listing = await created('food', { title: 'سجائر إلكترونيّة جديدة', description: 'نكهات متعددة' });
    expect(listing.allowed).toBe(false);
    expect((await detail(listing._id, buyer)).statusCode).toBe(404);

    const queue = ZModerationQueue.parse((await t.as(admin).get('/api/admin/moderation/queue?kind=listing&limit=100')).json());
    const item = queue.items.find((entry) => entry.subject_id === listing._id);
    expect(item).toMatchObject({ signals: ['watched_word_hold'], state: 'open', subject: { visible: false } });
    // In the database's collation order, which differs between PostgreSQL builds.
    expect([...(item?.watchedWords ?? [])].sort()).toEqual(['سجاير', 'سجاير الكترونيه']);

    // A moderator finds nothing wrong: dismissing lets it out, on its record.
    const dismissed = await t.as(admin).post('/api/admin/moderation/decide', { kind: 'listing', subject_id: listing._id, action: 'dismiss' });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(ZModerationItem.parse(dismissed.json()).subject.visible).toBe(true);
    expect((await rowOf(listing._id))?.active).toBe(true);
    expect((await auditOf(listing._id, 'classified.release'))?.actorId).toBe(admin.id);
    expect((await detail(listing._id, buyer)).statusCode).toBe(200);

    // A price change is not screened again: the listing staff let out stays out.
    expect((await t.as(seller).patch(`/api/v1/classifieds/${listing._id}`, { price: 5 })).statusCode).toBe(200);
    expect((await rowOf(listing._id))?.active).toBe(true);
  });

  it('that flags is listed as usual and queued', async () => {
    const listing = await created('food', { title: 'Wine glasses, set of six', description: 'Crystal' });
    expect(listing.allowed).toBe(true);
    expect((await detail(listing._id, buyer)).statusCode).toBe(200);
    expect(await itemOf('listing', listing._id)).toMatchObject({ signals: ['watched_word_flag'], watchedWords: ['wine'], state: 'open' });
  });

  it('written in by an edit is held again', async () => {
    const listing = await created('food', { title: 'Desk lamp', description: 'LED' });
    const edited = await t.as(seller).patch(`/api/v1/classifieds/${listing._id}`, { description: 'LED, and a pistol holder' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await rowOf(listing._id))?.active).toBe(false);
    expect((await itemOf('listing', listing._id))?.signals).toEqual(['watched_word_hold']);
  });
});

describe('posts, comments and names with a watched word', () => {
  it('a post that holds is saved hidden (its author is answered it), queued; one that blocks is refused', async () => {
    const held = await t.as(other).post('/api/v1/posts', { title: 'Vape for sale', description: '' });
    expect(held.statusCode, held.body).toBe(201);
    const id = held.json<{ _id: string }>()._id;
    expect((await t.db.select({ active: posts.active }).from(posts).where(eq(posts.id, id)))[0]?.active).toBe(false);
    expect((await t.as(buyer).get(`/api/v1/posts/${id}`)).statusCode).toBe(404);
    expect((await itemOf('post', id))?.signals).toEqual(['watched_word_hold']);

    const blocked = await t.as(other).post('/api/v1/posts', { title: '', description: 'كبتاجون متوفر' });
    expect(blocked.statusCode).toBe(400);
    expect(errorOf(blocked)).toBe(fillTemplate(w.wordBlocked, { word: 'كبتاجون' }));
  });

  it('a comment that blocks is refused; one that holds or flags stays and queues its writer', async () => {
    const post = await buildPost(t.db, { userId: seller.id, title: 'My garden' });
    const blocked = await t.as(buyer).post(`/api/v1/posts/${post.id}/comments`, { comment: 'I sell tramadol' });
    expect(blocked.statusCode).toBe(400);
    const flagged = await t.as(buyer).post(`/api/v1/posts/${post.id}/comments`, { comment: 'Nice, I have a casino nearby' });
    expect(flagged.statusCode, flagged.body).toBe(201);
    expect(await itemOf('user', buyer.id)).toMatchObject({ signals: ['watched_word_flag'], watchedWords: ['casino'] });
  });

  it('a name that blocks is refused (400 on the name)', async () => {
    const response = await t.as(other).patch('/api/v1/me', { name: 'Whisky dealer' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields.name).toBe(fillTemplate(w.wordBlocked, { word: 'whisky' }));
  });
});

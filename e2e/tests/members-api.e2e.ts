import { describe, expect, it } from 'vitest';
import type { MemberPost, MemberPostList } from '@souq/contract/members-posts';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import type { ChatMessage, Conversation } from '@souq/contract/members-chat';
import type { Post } from '@souq/contract/posts';
import { messages } from '@souq/contract/messages';
import { api, baseUrl, openRoute, screenshot } from '../support/browser';
import { classifiedsQuery } from '../support/console-screens';
import { demoCategoryOfType, firstDistrictOfKuwait } from '../support/demo-data';
import { joinAsMember, openEventStream, type Member } from '../support/members';
import { setupSuite } from '../support/suite';
import { uploadPicture } from '../support/uploads';

/**
 * Walks through the members' API against the built product, with staff acting in the console in
 * a real browser: what members do reaches the console, and what staff decide there reaches the
 * members at once.
 */

const p = messages.console.posts;
const t = messages.console.classifieds;

const suite = setupSuite({ signIn: ['admin'] });

async function feedOf(member: Member): Promise<MemberPost[]> {
  const { status, body } = await api<MemberPostList>(member, 'GET', '/api/v1/feed?limit=50');
  expect(status).toBe(200);
  return body.posts;
}

describe("the members' API end to end", () => {
  it('join, follow, post, like, comment and report; staff hide the post in the console and it leaves the feed', async () => {
    const author = await joinAsMember('Salma Author');
    const reader = await joinAsMember('Omar Reader');

    expect((await api(reader, 'POST', `/api/v1/users/${author.id}/follow`)).status).toBe(200);
    const title = `Fresh dates from the farm ${Date.now().toString(36)}`;
    const media = [{ url: await uploadPicture(author, 'posts'), type: 'image' }];
    const created = await api<MemberPost>(author, 'POST', '/api/v1/posts', { title, description: 'Picked this morning', media });
    expect(created.status).toBe(201);
    const postId = created.body._id;
    expect((await feedOf(reader)).map((post) => post._id)).toContain(postId);

    const stream = await openEventStream(author);
    try {
      expect((await api(reader, 'POST', `/api/v1/posts/${postId}/like`)).status).toBe(200);
      expect((await api(reader, 'POST', `/api/v1/posts/${postId}/comments`, { comment: 'How much for a box?' })).status).toBe(201);
      await stream.next((event) => event.event === 'like');
      await stream.next((event) => event.event === 'comment');
    } finally {
      await stream.close();
    }
    const liked = (await feedOf(reader)).find((post) => post._id === postId);
    expect(liked).toMatchObject({ likedByMe: true, totalLikes: 1, totalComments: 1 });
    expect((await api(reader, 'POST', `/api/v1/posts/${postId}/report`, { reason: 'Looks like a scam' })).status).toBe(201);

    // Staff see the member's post, with its report, and hide it in the console.
    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, '/rm-admin/posts');
    const table = page.getByRole('table', { name: p.listTitle });
    await page.getByRole('searchbox', { name: messages.console.list.search }).fill(title);
    await table
      .getByRole('button', { name: `${p.view} ${title}` })
      .first()
      .click();
    await page.getByRole('heading', { name: title }).waitFor();
    const reports = page.getByRole('table', { name: p.reportedTable });
    await reports.getByText('Looks like a scam').waitFor();
    await page.getByLabel(p.showPosts).click();
    // Hiding asks why (the member is told, and may appeal).
    const whyHide = page.getByRole('dialog', { name: messages.console.strikes.hideTitle });
    await whyHide.getByRole('radio', { name: messages.console.moderation.reportCategories.scam }).check();
    await whyHide.getByRole('button', { name: messages.console.strikes.confirm }).click();
    await page.getByText(messages.generic.updateSuccess).waitFor();
    await expect.poll(async () => (await api<Post>(suite.admin, 'GET', `/api/post/get-post-by-admin?post_id=${postId}`)).body.active).toBe(false);
    await screenshot(page, 'members-api-post-hidden-by-staff');
    await context.close();

    // Gone for the members at once: the feed, the post itself and the author's public page.
    expect((await feedOf(reader)).map((post) => post._id)).not.toContain(postId);
    expect((await api(reader, 'GET', `/api/v1/posts/${postId}`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/api/post/get-public-post?post_id=${postId}`)).status).toBe(404);
  });

  it('list a car, a buyer opens a conversation, messages reach the seller live; staff disallow the listing', async () => {
    const seller = await joinAsMember('Khaled Seller');
    const buyer = await joinAsMember('Noura Buyer');
    const automotive = await demoCategoryOfType(suite.admin, 'automotive');
    const district = await firstDistrictOfKuwait(seller);

    const title = `Land Cruiser 2019 ${Date.now().toString(36)}`;
    const listed = await api<MemberClassifiedDetail>(seller, 'POST', '/api/v1/classifieds', {
      type: 'automotive',
      category_id: automotive._id,
      country_id: 'KW',
      district_id: district._id,
      title,
      description: 'One owner, full service history',
      price: '9500',
      mobile: '96550000000',
      address: 'Block 4, near the co-op',
      media: [{ url: await uploadPicture(seller, 'classifieds'), type: 'image' }],
      leaseType: 'sale',
      model: 'Land Cruiser',
      fuelType: 'petrol',
      transmission: 'automatic',
      cylinder: '8',
      isFullOption: true,
      isInsured: true,
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(201);
    const listingId = listed.body._id;

    const found = await api<{ classifieds: { _id: string }[] }>(
      buyer,
      'GET',
      `/api/v1/classifieds?category_id=${automotive._id}&country_id=KW&price_max=10000&model=Land%20Cruiser`,
    );
    expect(found.body.classifieds.map((item) => item._id)).toContain(listingId);

    const stream = await openEventStream(seller);
    try {
      const opened = await api<Conversation>(buyer, 'POST', '/api/v1/conversations', { classified_id: listingId });
      expect(opened.status).toBe(201);
      const conversationId = opened.body._id;
      for (const body of ['Hello, is it still for sale?', 'Can I see it tonight?']) {
        const sent = await api<ChatMessage>(buyer, 'POST', `/api/v1/conversations/${conversationId}/messages`, { body });
        expect(sent.status).toBe(201);
        const event = await stream.next((e) => e.event === 'message' && JSON.stringify(e.data).includes(body));
        expect(JSON.stringify(event.data)).toContain(conversationId);
      }
      const conversations = await api<{ conversations: Conversation[] }>(seller, 'GET', '/api/v1/conversations');
      expect(conversations.body.conversations.find((c) => c._id === conversationId)?.unread).toBe(2);
    } finally {
      await stream.close();
    }

    // Staff find the member's listing in the console and disallow it.
    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, `/rm-admin/classifieds/posts?${classifiedsQuery(automotive)}`);
    const table = page.getByRole('table', { name: `${t.listTitle}${automotive.category_en}` });
    await page.getByRole('searchbox', { name: messages.console.list.search }).fill(title);
    await table.getByRole('button', { name: `${t.open} ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: t.detailTitle });
    await dialog.getByText(seller.name, { exact: false }).first().waitFor();
    await dialog.getByLabel(t.status).selectOption('disallowed');
    // Disallowing asks why (the seller is told) before anything changes.
    const why = page.getByRole('dialog', { name: messages.console.strikes.disallowTitle });
    await why.getByRole('radio', { name: messages.console.moderation.reportCategories.scam }).check();
    await why.getByRole('button', { name: t.disallowed }).click();
    await dialog.getByText(messages.generic.updateSuccess).waitFor();
    await screenshot(page, 'members-api-listing-disallowed-by-staff');
    await context.close();

    // Gone for everyone but its owner, who sees it marked.
    expect((await api(buyer, 'GET', `/api/v1/classifieds/${listingId}`)).status).toBe(404);
    const own = await api<MemberClassifiedDetail>(seller, 'GET', `/api/v1/classifieds/${listingId}`);
    expect(own.body.allowed).toBe(false);
    const after = await api<{ classifieds: { _id: string }[] }>(buyer, 'GET', `/api/v1/classifieds?category_id=${automotive._id}&country_id=KW`);
    expect(after.body.classifieds.map((item) => item._id)).not.toContain(listingId);
  });
});

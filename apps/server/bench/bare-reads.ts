import { PAGE_SIZE, PERIOD_VALUES, TICKET_MESSAGES_PAGE, TICKET_STATUSES, COMMENTS_PREVIEW, type Period } from '@souq/contract/constants';
import type { Db } from '../src/db/client';
import { listCategories } from '../src/modules/categories/categories.service';
import { listClassifieds } from '../src/modules/classifieds/classifieds.service';
import { totalCounts } from '../src/modules/dashboard/dashboard.service';
import { getPost, listComments, listPosts } from '../src/modules/posts/posts.service';
import { listStories } from '../src/modules/stories/stories.service';
import { getTicketThread, listTickets } from '../src/modules/support/tickets.service';
import { listUsers } from '../src/modules/users/users.service';
import { explore, feed, postsOfMember } from '../src/modules/member-posts/member-posts.service';
import { searchClassifieds } from '../src/modules/member-classifieds/member-classifieds.service';
import { listMessages } from '../src/modules/conversations/conversations.service';
import { MEMBER_PAGE_SIZE } from '@souq/contract/members-common';
import type { ClassifiedSearchQuery } from '@souq/contract/members-classifieds';

/** A query string as Fastify's parser leaves it: no validation, no coercion beyond what is below. */
export type RawQuery = Record<string, string | undefined>;
export type BareRead = (query: RawQuery) => Promise<unknown>;

const page = (query: RawQuery) => Number(query.page ?? 1);
const text = (query: RawQuery) => query.textSearch || undefined;
const period = (query: RawQuery) => (PERIOD_VALUES.find((p) => p === query.dateType) ?? 'ALLTIME') satisfies Period;
const cursorPage = (query: RawQuery) => ({ limit: MEMBER_PAGE_SIZE, cursor: query.cursor || undefined });
const ticketStatus = (query: RawQuery) => TICKET_STATUSES.find((s) => s === query.status);

/**
 * The console's reads, each calling the same service function its API route calls, with the
 * console's page sizes. What the API adds on top (the auth guard and its token-version query, zod
 * validation of the input, the response schema's serializer) is what API/bare measures.
 */
export function bareReads(db: Db, timezone: string): Record<string, BareRead> {
  return {
    categories: (q) => listCategories(db, { textSearch: text(q) }),
    users: (q) => listUsers(db, { page: page(q), maxCountInaPage: PAGE_SIZE, textSearch: text(q) }),
    posts: (q) => listPosts(db, { page: page(q), itemsPerPage: PAGE_SIZE, textSearch: text(q), user_id: undefined }),
    stories: (q) => listStories(db, { page: page(q), itemsPerPage: PAGE_SIZE, textSearch: text(q), user_id: undefined }),
    classifieds: (q) =>
      listClassifieds(db, {
        page: page(q),
        itemsPerPage: PAGE_SIZE,
        country_id: q.country_id ?? 'KW',
        category_id: q.category_id || undefined,
        textSearch: text(q),
      }),
    post: (q) => getPost(db, q.post_id ?? ''),
    comments: (q) => listComments(db, { post_id: q.post_id ?? '', page: COMMENTS_PREVIEW.page, itemsPerPage: COMMENTS_PREVIEW.itemsPerPage }),
    totalcounts: (q) => totalCounts(db, { dateType: period(q), timezone }),
    tickets: (q) => listTickets(db, { page: page(q), itemsPerPage: PAGE_SIZE, status: ticketStatus(q) }),
    // The members' reads, as the member named by `viewer`.
    'member-feed': (q) => feed(db, q.viewer ?? '', cursorPage(q)),
    'member-explore': (q) => explore(db, q.viewer ?? '', cursorPage(q)),
    'member-posts': (q) => postsOfMember(db, q.viewer ?? '', q.user_id ?? '', cursorPage(q)),
    'member-classifieds': (q) =>
      searchClassifieds(db, q.viewer ?? '', {
        ...cursorPage(q),
        category_id: q.category_id,
        district_id: q.district_id,
        country_id: q.country_id,
        price_min: q.price_min,
        price_max: q.price_max,
        sort: q.sort === 'price_asc' || q.sort === 'price_desc' ? q.sort : 'newest',
      } as ClassifiedSearchQuery),
    'member-messages': (q) => listMessages(db, q.viewer ?? '', q.conversation_id ?? '', cursorPage(q)),
    'ticket-thread': (q) =>
      getTicketThread(db, {
        ticket_id: q.ticket_id ?? '',
        page: TICKET_MESSAGES_PAGE.page,
        itemsPerPage: TICKET_MESSAGES_PAGE.itemsPerPage,
      }),
  };
}

// The benchmark's cases: the console's own calls (apps/web/src/features/*/api.ts) with the
// parameters it sends, each read paired with the same service call on the bare server.
// `kind` picks the budget: list, search, deep, dashboard, detail, login, write.

const PERIODS = ['ALLTIME', 'TODAY', 'WEEK', 'MONTH', 'YEAR', 'LASTYEAR'];
const PAGE_SIZE = 10;
/** Login is argon2id on purpose: a handful of connections already fills the CPU. */
const LOGIN_CONNECTIONS = 4;

const query = (params = {}) => {
  const search = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  const text = search.toString();
  return text ? `?${text}` : '';
};

const get = (path, params) => ({ method: 'GET', path: `${path}${query(params)}` });
const post = (path, body) => ({ method: 'POST', path, body: JSON.stringify(body) });

/** First page, a deep page and a search of one console list. */
function listCases({ id, title, path, bare, pageSizeName = 'itemsPerPage', extra = {}, fixture }) {
  const params = (page, textSearch) => ({ ...extra, page, [pageSizeName]: PAGE_SIZE, textSearch });
  const bareParams = (page, textSearch) => ({ ...extra, page, textSearch });
  const cases = [
    {
      id: `${id}-page-1`,
      title: `${title}, page 1`,
      kind: 'list',
      api: get(path, params(1)),
      bare: `/bare/${bare}${query(bareParams(1))}`,
    },
    {
      id: `${id}-deep`,
      title: `${title}, page ${fixture.deepPage}`,
      kind: 'deep',
      api: get(path, params(fixture.deepPage)),
      bare: `/bare/${bare}${query(bareParams(fixture.deepPage))}`,
    },
  ];
  if (fixture.search) {
    cases.push({
      id: `${id}-search`,
      title: `${title}, search "${fixture.search}"`,
      kind: 'search',
      api: get(path, params(1, fixture.search)),
      bare: `/bare/${bare}${query(bareParams(1, fixture.search))}`,
    });
  }
  return cases;
}

export function readCases(fixtures, { email, password }) {
  const cases = [
    {
      id: 'login',
      title: 'login',
      kind: 'login',
      api: { ...post('/api/login', { email, password }), anonymous: true },
      connections: LOGIN_CONNECTIONS,
    },
    { id: 'categories', title: 'categories', kind: 'list', api: get('/api/category/get-categories'), bare: '/bare/categories' },
    ...listCases({
      id: 'users',
      title: 'users',
      path: '/api/get-users',
      bare: 'users',
      pageSizeName: 'maxCountInaPage',
      fixture: fixtures.users,
    }),
    ...listCases({ id: 'posts', title: 'posts', path: '/api/post/get-all-posts', bare: 'posts', fixture: fixtures.posts }),
    ...listCases({ id: 'stories', title: 'stories', path: '/api/story/get-stories-by-admin', bare: 'stories', fixture: fixtures.stories }),
  ];
  if (fixtures.classifieds) {
    const { countryId, categoryId } = fixtures.classifieds;
    cases.push(
      ...listCases({
        id: 'classifieds',
        title: 'classifieds',
        path: '/api/classifieds/get-classifieds-by-admin',
        bare: 'classifieds',
        // The console's order of parameters: one category of one country.
        extra: { category_id: categoryId, country_id: countryId },
        fixture: fixtures.classifieds,
      }),
    );
  }
  if (fixtures.postId) {
    cases.push(
      {
        id: 'post',
        title: 'post detail',
        kind: 'detail',
        api: get('/api/post/get-post-by-admin', { post_id: fixtures.postId }),
        bare: `/bare/post?post_id=${fixtures.postId}`,
      },
      {
        id: 'comments',
        title: 'post comments',
        kind: 'list',
        api: get('/api/post/getcomments', { post_id: fixtures.postId }),
        bare: `/bare/comments?post_id=${fixtures.postId}`,
      },
    );
  }
  for (const period of PERIODS) {
    cases.push({
      id: `dashboard-${period.toLowerCase()}`,
      title: `dashboard counts ${period}`,
      kind: 'dashboard',
      api: post('/api/admin/totalcounts', { dateType: period }),
      bare: `/bare/totalcounts?dateType=${period}`,
    });
  }
  cases.push(
    {
      id: 'tickets',
      title: 'tickets, page 1',
      kind: 'list',
      api: get('/api/support/get-all-tickets', { page: 1, itemsPerPage: PAGE_SIZE }),
      bare: '/bare/tickets?page=1',
    },
    {
      id: 'tickets-open',
      title: 'open tickets, page 1',
      kind: 'list',
      api: get('/api/support/get-all-tickets', { page: 1, itemsPerPage: PAGE_SIZE, status: 'open' }),
      bare: '/bare/tickets?page=1&status=open',
    },
  );
  const [ticket] = fixtures.tickets ?? [];
  if (ticket) {
    cases.push({
      id: 'ticket-thread',
      title: 'ticket thread',
      kind: 'list',
      api: get('/api/support/get-ticket-messages', { ticket_id: ticket.ticketId, page: 1, itemsPerPage: PAGE_SIZE }),
      bare: `/bare/ticket-thread?ticket_id=${ticket.ticketId}`,
    });
  }
  return cases;
}

/**
 * The members' reads, each as the member it is about (`as` names the token bench.mjs
 * opens for that member), page 1 and about 1,000 items down where the list is that long.
 */
export function memberCases(members) {
  if (!members) return [];
  const { viewer, author, search, conversation, deepExplore } = members;
  const cases = [];
  // `bareOnly`: what the bare read takes in its query where the API has it in its path.
  const add = (id, title, kind, path, bareRead, params, as, bareOnly = {}) =>
    cases.push({
      id,
      title,
      kind,
      as,
      api: get(path, params),
      bare: `/bare/${bareRead}${query({ ...params, ...bareOnly, viewer: as.id })}`,
    });
  const asViewer = { id: viewer.id };
  add('member-feed', `members: feed (${viewer.follows} followed)`, 'list', '/api/v1/feed', 'member-feed', {}, asViewer);
  if (viewer.deepFeed) add('member-feed-deep', 'members: feed, 1,000 down', 'deep', '/api/v1/feed', 'member-feed', { cursor: viewer.deepFeed }, asViewer);
  add('member-explore', 'members: explore', 'list', '/api/v1/posts', 'member-explore', {}, asViewer);
  if (deepExplore) add('member-explore-deep', 'members: explore, 1,000 down', 'deep', '/api/v1/posts', 'member-explore', { cursor: deepExplore }, asViewer);
  add('member-posts', `members: a member's posts (${author.posts})`, 'list', `/api/v1/users/${author.id}/posts`, 'member-posts', {}, asViewer, {
    user_id: author.id,
  });
  if (author.deepPosts) {
    add(
      'member-posts-deep',
      "members: a member's posts, deep",
      'deep',
      `/api/v1/users/${author.id}/posts`,
      'member-posts',
      { cursor: author.deepPosts },
      asViewer,
      { user_id: author.id },
    );
  }
  if (search) {
    const filters = { category_id: search.categoryId, district_id: search.districtId, price_min: search.low, price_max: search.high };
    add(
      'member-classifieds',
      `members: listings, category + district + price (${search.rows})`,
      'search',
      '/api/v1/classifieds',
      'member-classifieds',
      filters,
      asViewer,
    );
    add(
      'member-classifieds-price',
      'members: listings, same filters by price',
      'search',
      '/api/v1/classifieds',
      'member-classifieds',
      { ...filters, sort: 'price_asc' },
      asViewer,
    );
  }
  if (conversation) {
    add(
      'member-messages',
      `members: a conversation's messages (${conversation.messages})`,
      'list',
      `/api/v1/conversations/${conversation.id}/messages`,
      'member-messages',
      {},
      { id: conversation.buyerId },
      { conversation_id: conversation.id },
    );
  }
  return cases;
}

/** Round-robin over rows, so each request of a write case differs from the one before. */
function roundRobin(path, rows, bodyOf) {
  let next = 0;
  return [
    {
      method: 'POST',
      path,
      setupRequest: (request) => {
        const body = bodyOf(rows[next % rows.length], Math.floor(next / rows.length));
        next += 1;
        return { ...request, body: JSON.stringify(body) };
      },
    },
  ];
}

/**
 * Writes the console makes, none of them destructive: each adds rows carrying the marker or flips
 * a status the clean-up puts back. Users' statuses alternate, so every request really writes.
 */
export function writeCases(fixtures) {
  const marker = fixtures.marker;
  const image = `/uploads/${marker}.png`;
  const cases = [
    {
      id: 'write-category',
      title: 'add category',
      kind: 'write',
      api: post('/api/category/add-category', { category_en: `${marker} category`, category_ar: `${marker} فئة`, category_image: image }),
    },
    {
      id: 'write-banner',
      title: 'add banner',
      kind: 'write',
      api: post('/api/category/add-banner', {
        banner_type: 'placement',
        banner_action_url: `https://${marker}.example/offer`,
        banner_url: image,
        country_id: fixtures.classifieds?.countryId ?? 'KW',
        placement: 1,
      }),
    },
  ];
  if (fixtures.statusUsers.length > 0) {
    cases.push({
      id: 'write-user-status',
      title: 'update user status',
      kind: 'write',
      api: {
        method: 'POST',
        path: '/api/admin/userstatusbyadmin',
        requests: roundRobin('/api/admin/userstatusbyadmin', fixtures.statusUsers, (user, round) => ({
          user_id: user.id,
          isActive: round % 2 === 0 ? !user.active : user.active,
        })),
      },
    });
  }
  if ((fixtures.tickets ?? []).length > 0) {
    cases.push({
      id: 'write-ticket-reply',
      title: 'reply to a ticket',
      kind: 'write',
      api: {
        method: 'POST',
        path: '/api/support/update-ticket',
        // The ticket keeps its status: only the reply is added.
        requests: roundRobin('/api/support/update-ticket', fixtures.tickets, (ticket) => ({
          ticket_id: ticket.ticketId,
          replay: `${marker} reply`,
          status: ticket.status,
        })),
      },
    });
  }
  return cases;
}

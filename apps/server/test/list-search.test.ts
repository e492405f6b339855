import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { ZPostList } from '@souq/contract/posts';
import { ZStoryList } from '@souq/contract/stories';
import { ZUserList, ZUserListQuery } from '@souq/contract/users';
import { posts, stories } from '../src/db/schema/posts';
import { users } from '../src/db/schema/users';
import { postTextSearch } from '../src/modules/posts/posts.queries';
import { USER_SORT_KEYS, userListWhere, userTextSearch } from '../src/modules/users/users.queries';
import { chosenSort, sortedPage } from '../src/lib/sorted-page';
import { matchesEveryWord, searchTerms } from '../src/lib/search';
import { buildPost, buildStory, buildUser } from './factories';
import { createTestContext, type TestContext } from './helper';

/**
 * The console's searchable lists (users, posts, stories) compare normalised text word by word:
 * a search finds what Gulf members mean however either side spells hamza, taa marbuta, harakat
 * or digits, and in any word order; each through the trigram index of its expression.
 */

let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = (await t.userWithToken('admin', { name: 'Staff Admin' })).token;
  const ahmad = await buildUser(t.db, { name: 'أحمد محمد', email: 'ahmad@example.test', phone: '+965 ٥٥٥٥ ١٢٣٤' });
  await buildUser(t.db, { name: 'فاطمة الكندري', email: 'fatima@example.test' });
  await buildUser(t.db, { name: 'Sara Ali', email: 'sara_ali@example.test' });
  await buildPost(t.db, { userId: ahmad.id, title: 'سيارة لكزس', description: 'بحالة ممتازة، موديل ٢٠٢٠' });
  await buildPost(t.db, { userId: ahmad.id, title: 'Red bicycle', description: 'Almost new' });
  await buildStory(t.db, { userId: ahmad.id, description: 'مُبَارَك الشهر' });
  await buildStory(t.db, { userId: ahmad.id, description: 'Sunset at the beach' });
});
afterAll(() => t.close());

const names = async (text: string) => {
  const response = await t.as(admin).get(`/api/get-users?maxCountInaPage=100&textSearch=${encodeURIComponent(text)}`);
  expect(response.statusCode).toBe(200);
  return ZUserList.parse(response.json())
    .users.map((u) => u.name)
    .sort();
};

describe('searchTerms', () => {
  it('is the normalised words, each once, or the text itself when it has no word', () => {
    expect(searchTerms('  أحمد   محمد أحمد ')).toEqual(['احمد', 'محمد']);
    expect(searchTerms('٢٠٢٠ Lexus')).toEqual(['2020', 'lexus']);
    expect(searchTerms('_')).toEqual(['_']);
    expect(searchTerms('  ')).toEqual([]);
    expect(matchesEveryWord(users.name, ' ')).toBeUndefined();
  });
});

describe('GET /api/get-users?textSearch', () => {
  it('finds a name however its hamza is written, and its words in any order', async () => {
    expect(await names('احمد')).toEqual(['أحمد محمد']);
    expect(await names('محمد احمد')).toEqual(['أحمد محمد']);
    expect(await names('فاطمه')).toEqual(['فاطمة الكندري']);
    expect(await names('ahmad محمد')).toEqual(['أحمد محمد']);
  });

  it('matches phones in either digit set and e-mails as before', async () => {
    expect(await names('5555 1234')).toEqual(['أحمد محمد']);
    expect(await names('٥٥٥٥')).toEqual(['أحمد محمد']);
    expect(await names('SARA_ALI@')).toEqual(['Sara Ali']);
  });

  it('needs every word: one that is nowhere finds nothing, and a lone symbol only what holds it', async () => {
    expect(await names('احمد خالد')).toEqual([]);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual(['Sara Ali']);
  });
});

describe('GET /api/post/get-all-posts and get-stories-by-admin?textSearch', () => {
  it('finds posts by normalised title and description words in any order', async () => {
    const titles = async (text: string) =>
      ZPostList.parse((await t.as(admin).get(`/api/post/get-all-posts?textSearch=${encodeURIComponent(text)}`)).json()).posts.map((p) => p.title);
    expect(await titles('سياره 2020')).toEqual(['سيارة لكزس']);
    expect(await titles('ممتازه لكزس')).toEqual(['سيارة لكزس']);
    expect(await titles('new RED')).toEqual(['Red bicycle']);
    expect(await titles('red lexus')).toEqual([]);
  });

  it('finds stories by their normalised description', async () => {
    const descriptions = async (text: string) =>
      ZStoryList.parse((await t.as(admin).get(`/api/story/get-stories-by-admin?textSearch=${encodeURIComponent(text)}`)).json()).stories.map(
        (s) => s.description,
      );
    expect(await descriptions('مبارك')).toEqual(['مُبَارَك الشهر']);
    expect(await descriptions('beach sunset')).toEqual(['Sunset at the beach']);
  });
});

describe('the searches read through their trigram indexes (EXPLAIN, sequential scans off)', () => {
  it('users, posts and stories each use the index of their normalised expression', async () => {
    const plans = await t.db.transaction(async (tx) => {
      // On a few rows the planner rightly reads the table; what must hold is that the search's
      // predicates can use the index at all (the expressions match).
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (statement: SQLWrapper) => {
        const result = (await tx.execute(sql`explain ${statement}`)) as unknown as { rows: Record<string, string>[] };
        return result.rows.map((r) => Object.values(r)[0]).join('\n');
      };
      return {
        users: await explain(sql`select ${users.id} from ${users} where ${userTextSearch('محمد احمد')}`),
        posts: await explain(sql`select ${posts.id} from ${posts} where ${postTextSearch('سياره لكزس')}`),
        stories: await explain(sql`select ${stories.id} from ${stories} where ${matchesEveryWord(stories.description, 'مبارك')}`),
      };
    });
    expect(plans.users).toMatch(/Bitmap Index Scan on users_search_trgm/);
    expect(plans.posts).toMatch(/Bitmap Index Scan on posts_search_trgm/);
    expect(plans.stories).toMatch(/Bitmap Index Scan on stories_search_trgm/);
  });

  it("the users list's page, unforced, on 20,000 users: the planner picks the search index", async () => {
    // Rolled back: the rows are only there for the planner's statistics.
    const rollback = new Error('rollback');
    let plan = '';
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`
          insert into users (name, email, phone, created_at)
          select 'Member ' || n, 'member' || n || '@example.test', '+965 6' || lpad(n::text, 7, '0'), now() - n * interval '1 minute'
          from generate_series(1, 20000) n`);
        await tx.execute(sql`analyze users`);
        const input = ZUserListQuery.parse({ textSearch: 'محمد احمد' });
        const where = userListWhere(input);
        const page = sortedPage(tx, users, where, chosenSort(USER_SORT_KEYS, 'createdAt', input, ['createdAt']), 1, 10);
        const result = (await tx.execute(sql`explain ${tx.select().from(page.ids)}`)) as unknown as { rows: Record<string, string>[] };
        plan = result.rows.map((r) => Object.values(r)[0]).join('\n');
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(plan).toMatch(/Bitmap Index Scan on users_search_trgm/);
  }, 60_000);
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@souq/contract/audit';
import { messages } from '@souq/contract/messages';
import type { Post } from '@souq/contract/posts';
import type { Story } from '@souq/contract/stories';
import type { UserStrikes } from '@souq/contract/strikes';
import type { User } from '@souq/contract/users';
import { ACCOUNTS } from '../support/accounts';
import { api, openRoute, screenshot } from '../support/browser';
import { setupSuite } from '../support/suite';

type UserList = { users: User[]; isNext: boolean };
type PostList = { posts: Post[]; isNext: boolean };
type StoryList = { stories: Story[]; isNext: boolean };
type AuditLog = { entries: AuditEntry[]; isNext: boolean };

const u = messages.console.users;
const p = messages.console.posts;
const s = messages.console.stories;
const l = messages.console.list;

const suite = setupSuite({ signIn: ['admin'] });

/** A demo member (never one of the e2e accounts, which other files log in with). */
async function demoMember(): Promise<User> {
  const { body } = await api<UserList>(suite.admin, 'GET', '/api/get-users?page=1&maxCountInaPage=50');
  const accounts: string[] = Object.values(ACCOUNTS).map((account) => account.email);
  const member = body.users.find((user) => user.role === 'user' && !accounts.includes(user.email) && !user.blocked);
  if (!member) throw new Error('the demo data has no member');
  return member;
}

async function postsOf(userId: string): Promise<Post[]> {
  return (await api<PostList>(suite.admin, 'GET', `/api/post/get-all-posts?page=1&itemsPerPage=50&user_id=${userId}`)).body.posts;
}

const search = (page: Page) => page.getByRole('searchbox', { name: l.search });

describe('community moderation', () => {
  it('finds a user, changes their status, blocks them after the question and lists their posts', async () => {
    const member = await demoMember();
    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, '/rm-admin/userslist');
    const table = page.getByRole('table', { name: u.listTitle });
    await table.getByRole('row').nth(1).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(11);
    await screenshot(page, 'users-list');
    await search(page).fill(member.email);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('button', { name: `${u.view} ${member.name}` }).click();

    const panel = page.getByRole('region', { name: u.detailTitle });
    await panel.getByText(member.email).waitFor();
    const next = member.status === 'active' ? 'pending' : 'active';
    await panel.getByLabel(u.status).selectOption(next);
    await panel.getByText(messages.generic.updateSuccess).waitFor();
    await expect.poll(async () => (await api<User>(suite.admin, 'GET', `/api/user/get-user-by-id?user_id=${member._id}`)).body.status).toBe(next);

    await panel.getByLabel(u.blocked).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(messages.user.confirmBlock).waitFor();
    // Blocking asks why too (the member is told, and may appeal).
    await dialog.getByRole('radio', { name: messages.console.moderation.reportCategories.spam }).check();
    await dialog.getByRole('button', { name: messages.console.confirm.yes }).click();
    await expect.poll(async () => (await api<User>(suite.admin, 'GET', `/api/user/get-user-by-id?user_id=${member._id}`)).body.blocked).toBe(true);
    // The checkbox follows the server's answer once the user is read again.
    await expect.poll(() => panel.getByLabel(u.blocked).isChecked()).toBe(true);

    const posts = await postsOf(member._id);
    const ownPosts = page.getByRole('table', { name: u.userPosts });
    if (posts[0]) await ownPosts.getByRole('cell', { name: posts[0].title }).first().waitFor();
    else await ownPosts.getByText(p.empty).waitFor();
    await screenshot(page, 'users-detail');

    // Unblock (restores the demo member) and read what the audit log recorded.
    await panel.getByLabel(u.blocked).click();
    await expect.poll(async () => (await api<User>(suite.admin, 'GET', `/api/user/get-user-by-id?user_id=${member._id}`)).body.blocked).toBe(false);
    await panel.getByRole('link', { name: u.history }).click();
    const audit = page.getByRole('table', { name: messages.console.audit.listTitle });
    for (const action of ['user.status', 'user.block', 'user.unblock']) await audit.getByText(action, { exact: true }).waitFor();
    await screenshot(page, 'audit-log');
    const { body } = await api<AuditLog>(suite.admin, 'GET', `/api/admin/audit-log?record_type=user&record_id=${member._id}`);
    expect(body.entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['user.status', 'user.block', 'user.unblock']));
    await context.close();
  });

  it('hides and shows a post, reads its comments and reports, and deletes one', async () => {
    const { body } = await api<PostList>(suite.admin, 'GET', '/api/post/get-all-posts?page=1&itemsPerPage=50');
    const post = body.posts.find((item) => item.totalComments > 0 && item.active);
    const victim = body.posts.find((item) => item !== post);
    if (!post || !victim) throw new Error('the demo data has no commented post');
    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, '/rm-admin/posts');
    const table = page.getByRole('table', { name: p.listTitle });
    await table.getByRole('row').nth(1).waitFor();
    for (const header of [p.userPosted, p.title, p.description, p.multipleFiles, p.postDate, p.status, p.action]) {
      await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await screenshot(page, 'posts-list');
    await search(page).fill(post.title);
    await table
      .getByRole('button', { name: `${p.view} ${post.title}` })
      .first()
      .click();

    await page.getByRole('heading', { name: post.title }).waitFor();
    await page.getByRole('heading', { name: `${p.comments} (${post.totalComments})` }).waitFor();
    await page.getByRole('table', { name: p.reportedTable }).waitFor();
    const show = page.getByLabel(p.showPosts);
    await show.click();
    const why = page.getByRole('dialog', { name: messages.console.strikes.hideTitle });
    await why.getByRole('radio', { name: messages.console.moderation.reportCategories.offensive }).check();
    await why.getByRole('button', { name: messages.console.strikes.confirm }).click();
    await page.getByText(messages.generic.updateSuccess).waitFor();
    await expect.poll(async () => (await api<Post>(suite.admin, 'GET', `/api/post/get-post-by-admin?post_id=${post._id}`)).body.active).toBe(false);
    await page.getByText(p.notActive).first().waitFor();
    await screenshot(page, 'posts-detail');
    await show.click();
    await expect.poll(async () => (await api<Post>(suite.admin, 'GET', `/api/post/get-post-by-admin?post_id=${post._id}`)).body.active).toBe(true);

    await page.getByRole('button', { name: p.back }).click();
    await search(page).fill(victim.title);
    await table
      .getByRole('button', { name: `${p.delete} ${victim.title}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(messages.user.confirmDelete).waitFor();
    // Yes waits for the reason the member is told.
    await expect(dialog.getByRole('button', { name: messages.console.confirm.yes }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole('radio', { name: messages.console.moderation.reportCategories.spam }).check();
    await dialog.getByRole('button', { name: messages.console.confirm.yes }).click();
    await page.getByText(messages.post.deleted).waitFor();
    const gone = await api(suite.admin, 'GET', `/api/post/get-post-by-admin?post_id=${victim._id}`);
    expect(gone.status).toBe(404);
    const record = await api<UserStrikes>(suite.admin, 'GET', `/api/admin/strikes?user_id=${victim.user_id._id}`);
    expect(record.body.strikes.find((strike) => strike.subject._id === victim._id)).toMatchObject({ action: 'delete', reason: 'spam' });
    await context.close();
  });

  it('opens an image story and a video story', async () => {
    const { body } = await api<StoryList>(suite.admin, 'GET', '/api/story/get-stories-by-admin?page=1&itemsPerPage=100');
    const image = body.stories.find((story) => story.story_type === 'image');
    const video = body.stories.find((story) => story.story_type === 'video');
    if (!image || !video) throw new Error('the demo data lacks an image or a video story');
    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, '/rm-admin/stories');
    const table = page.getByRole('table', { name: s.listTitle });
    await table.getByRole('row').nth(1).waitFor();
    await screenshot(page, 'stories-list');

    await openRoute(page, `/rm-admin/stories?story=${image._id}`);
    const imageStory = page.getByRole('region', { name: s.storyFile });
    await expect(imageStory.locator('img').getAttribute('src')).resolves.toBe(image.story_url);
    await page.getByRole('button', { name: s.back }).click();
    await table.waitFor();

    await openRoute(page, `/rm-admin/stories?story=${video._id}`);
    const player = page.locator('video');
    await player.waitFor();
    await expect(player.locator('source').getAttribute('src')).resolves.toBe(video.story_url);
    await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
    await screenshot(page, 'stories-video');
    await context.close();
  });

  it('lists reported users', async () => {
    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, '/rm-admin/reported-users');
    const table = page.getByRole('table', { name: messages.console.reportedUsers.listTitle });
    for (const header of [messages.console.reportedUsers.reportedId, messages.console.reportedUsers.reportedBy, messages.console.reportedUsers.reportedUser]) {
      await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await table.getByRole('row').nth(1).getByRole('link').first().waitFor();
    await screenshot(page, 'reported-users');
    await context.close();
  });
});

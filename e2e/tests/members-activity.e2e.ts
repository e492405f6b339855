import { describe, expect, it } from 'vitest';
import { api, waitForRoute } from '../support/browser';
import { direction, openLive, screenshotFromTop as screenshot } from '../support/member-pages';
import { joinAsMember } from '../support/members';
import { setupSuite } from '../support/suite';

/**
 * The activity inbox between two members, each in their own browser: B follows A, likes A's post
 * and comments on it, and A's bell counts three grouped items live, without a reload; A opens the
 * inbox (English and Arabic, phone size) and reads them; B names A in a comment and A is told;
 * with likes turned off in the app in A's settings, a new like is not shown.
 */

const run = Date.now().toString(36);

const suite = setupSuite({
  seed: async () => {
    const [author, fan, late] = await Promise.all([joinAsMember(`Amal Author ${run}`), joinAsMember('Badr Fan'), joinAsMember('Cala Late')]);
    const created = await api<{ _id: string }>(author, 'POST', '/api/v1/posts', { title: `Sunset at the corniche ${run}`, description: 'Taken tonight' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return { author, fan, late, postId: created.body._id };
  },
});

describe('two members, live', () => {
  it("counts B's follow, like and comment on A's bell as they happen, and A's inbox shows them grouped", async () => {
    const a = await suite.memberPage(suite.author, 'en', true);
    const b = await suite.memberPage(suite.fan, 'en', true);

    // A's inbox starts empty (and says so), then A waits on another screen.
    await openLive(a.page, '/#/app/notifications');
    await a.page.getByRole('heading', { name: 'No notifications yet' }).waitFor();
    await screenshot(a.page, 'members-activity-empty-phone-en');
    await openLive(a.page, '/#/app/support');
    const bell = a.page.getByTestId('header-notifications');
    await expect(bell.getAttribute('aria-label')).resolves.toBe('Notifications');

    // B, in their own browser: follow, like, comment.
    await b.page.goto(`/#/app/members/${suite.author.id}`);
    await b.page.getByRole('button', { name: 'Follow', exact: true }).click();
    await b.page.getByRole('button', { name: 'Unfollow' }).waitFor();
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications, 1 new notification');

    await b.page.goto(`/#/app/posts/${suite.postId}`);
    await b.page
      .getByRole('button', { name: /^Like · / })
      .first()
      .click();
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications, 2 new notifications');

    await b.page.getByRole('textbox', { name: 'Write a comment' }).fill('What a view!');
    await b.page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications, 3 new notifications');
    await screenshot(a.page, 'members-activity-bell-phone-en');

    // A opens the inbox from the bell: three items, unread this visit, the bell cleared.
    await bell.click();
    await waitForRoute(a.page, '/app/notifications');
    const items = a.page.getByTestId('inbox-item');
    await items.filter({ hasText: 'Badr Fan commented on your post' }).waitFor();
    expect(await items.evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('data-kind'), node.getAttribute('data-unread')]))).toEqual([
      ['comment', 'true'],
      ['like', 'true'],
      ['follow', 'true'],
    ]);
    await items.filter({ hasText: 'Badr Fan liked your post' }).waitFor();
    await items.filter({ hasText: 'Badr Fan started following you' }).waitFor();
    await items.filter({ hasText: 'What a view!' }).waitFor();
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications');
    await screenshot(a.page, 'members-activity-inbox-phone-en');

    // A second like joins the like's group ("and 1 other") once the first group was read: a new item.
    const c = await api(suite.late, 'POST', `/api/v1/posts/${suite.postId}/like`);
    expect(c.status).toBe(200);
    await items.filter({ hasText: 'Cala Late liked your post' }).waitFor({ timeout: 10_000 });

    // An item opens what it is about, from the keyboard too.
    const like = items.filter({ hasText: 'Badr Fan liked your post' }).getByRole('link');
    await like.focus();
    await a.page.keyboard.press('Enter');
    await waitForRoute(a.page, `/app/posts/${suite.postId}`);

    // B names A in a comment: A is told, live.
    await openLive(a.page, '/#/app/support');
    await b.page.getByRole('textbox', { name: 'Write a comment' }).fill(`@${suite.author.name} come and see`);
    await b.page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications, 1 new notification');
    await bell.click();
    await a.page.getByTestId('inbox-item').filter({ hasText: 'Badr Fan mentioned you' }).waitFor();
    await a.page.getByTestId('inbox-item').filter({ hasText: 'come and see' }).waitFor();
    await b.context.close();
    await a.context.close();
  }, 240_000);

  it('reads in Arabic, right to left, on a phone', async () => {
    const { context, page } = await suite.memberPage(suite.author, 'ar', true);
    await openLive(page, '/#/app/notifications');
    await page.getByRole('heading', { level: 1, name: 'الإشعارات' }).waitFor();
    expect(await direction(page)).toBe('rtl');
    await page.getByTestId('inbox-item').filter({ hasText: 'بدأ Badr Fan متابعتك' }).waitFor();
    await page.getByTestId('inbox-item').filter({ hasText: 'أشار إليك Badr Fan' }).waitFor();
    await screenshot(page, 'members-activity-inbox-phone-ar');
    await context.close();
  });

  it('stops showing new likes once A turns likes off in the app', async () => {
    const { context, page } = await suite.memberPage(suite.author, 'en', true);
    await page.goto('/#/app/profile/notifications');
    const likesInApp = page.getByRole('switch', { name: 'Likes on your posts: In the app' });
    await likesInApp.waitFor();
    // From the keyboard, as the switch is reached by Tab.
    await likesInApp.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => likesInApp.isChecked()).toBe(false);
    await expect
      .poll(
        async () => (await api<{ settings: { like: { inApp: boolean } } }>(suite.author, 'GET', '/api/v1/me/notification-settings')).body.settings.like.inApp,
      )
      .toBe(false);
    await screenshot(page, 'members-activity-settings-phone-en');

    const newFan = await joinAsMember(`Dana Quiet ${run}`);
    expect((await api(newFan, 'POST', `/api/v1/posts/${suite.postId}/like`)).status).toBe(200);
    // A comment after it is told: it shows, and the like before it never does.
    expect((await api(newFan, 'POST', `/api/v1/posts/${suite.postId}/comments`, { comment: 'Lovely' })).status).toBe(201);
    await openLive(page, '/#/app/notifications');
    await page
      .getByTestId('inbox-item')
      .filter({ hasText: `Dana Quiet ${run} commented on your post` })
      .waitFor();
    await expect(
      page
        .getByTestId('inbox-item')
        .filter({ hasText: `Dana Quiet ${run} liked` })
        .count(),
    ).resolves.toBe(0);
    await context.close();
  });
});

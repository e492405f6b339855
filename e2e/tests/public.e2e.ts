import { describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import type { Post } from '@souq/contract/posts';
import { ACCOUNTS } from '../support/accounts';
import { api, baseUrl, screenshot } from '../support/browser';
import { outboxFiles, readMail } from '../support/outbox';
import { setupSuite } from '../support/suite';

const t = messages.publicWeb;

const suite = setupSuite({ signIn: ['admin'] });

async function publicPosts(): Promise<Post[]> {
  return (await api<{ posts: Post[] }>(suite.admin, 'GET', '/api/post/get-all-posts?page=1&itemsPerPage=100')).body.posts.filter((post) => post.active);
}

/**
 * The reset link of the newest e-mail the server wrote to its outbox.
 * The server answers before it sends (so the answer's timing tells nothing): wait for a new file.
 */
async function latestResetToken(mailsBefore: number): Promise<string> {
  const readToken = (): string | undefined => {
    const files = outboxFiles();
    const newest = files.length > mailsBefore ? files.at(-1) : undefined;
    if (!newest) return undefined;
    return /#\/auth\/email-password-change\?email=([A-Za-z0-9_-]+)/.exec(readMail(newest))?.[1];
  };
  await expect.poll(readToken, { timeout: 15_000 }).toBeTruthy();
  return readToken()!;
}

describe('public pages', () => {
  it('shows the landing page on a desktop and on a phone, without the console code', async () => {
    for (const mobile of [false, true]) {
      const { context, page } = await suite.visitorPage({ mobile });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto('/#/');
      await page.getByRole('heading', { level: 1, name: t.headline }).waitFor();
      await page.getByRole('link', { name: t.android }).waitFor();
      await page.getByRole('link', { name: t.ios }).waitFor();
      for (const title of [t.privacyTitle, t.aboutTitle, t.contactTitle]) await page.getByRole('region', { name: title }).waitFor();
      await expect(page.getByRole('link', { name: t.android }).getAttribute('href')).resolves.toMatch(/^https:\/\/play\.google\.com\//);
      expect(scripts.some((url) => /console-layout|dashboard-page/.test(url))).toBe(false);
      await screenshot(page, mobile ? 'public-landing-phone' : 'public-landing-desktop');
      await context.close();
    }
  });

  it('shows a shared image post and a video post, and a clear state for an unknown one', async () => {
    const posts = await publicPosts();
    const image = posts.find((post) => post.type === 'post' && post.media.some((item) => item.type === 'image'));
    const video = posts.find((post) => post.type === 'reel' || post.media.some((item) => item.type === 'video'));
    if (!image || !video) throw new Error('the demo data lacks an image or a video post');
    const { context, page } = await suite.visitorPage({ mobile: true });

    await page.goto(`/#/post/${image._id}`);
    const article = page.getByRole('article', { name: image.title });
    await article.getByText(image.user_id.name).waitFor();
    // One of the photo's sized copies, not the photo as uploaded.
    await expect(article.getByRole('img', { name: image.title }).first().getAttribute('src')).resolves.toBe(
      `${image.media.find((item) => item.type === 'image')?.url}.w640.webp`,
    );
    await screenshot(page, 'public-post-image');

    await page.goto(`/#/post/${video._id}`);
    const player = page.getByRole('article', { name: video.title }).locator('video');
    await player.waitFor();
    await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
    await screenshot(page, 'public-post-video');

    await page.goto('/#/post/00000000-0000-4000-8000-000000000000');
    await page.getByRole('alert').getByText(t.postNotFoundTitle).waitFor();
    await context.close();

    // Link previews: the server answers /post/:id with escaped Open Graph tags.
    const html = await (await fetch(`${baseUrl()}/post/${image._id}`)).text();
    expect(html).toContain('property="og:title"');
    expect(html).toContain(`/#/post/${image._id}`);
  });

  it('resets a forgotten password from the e-mailed link, then logs in with the new one', async () => {
    const account = ACCOUNTS.resettable;
    const mailsBefore = outboxFiles().length;
    const asked = await fetch(`${baseUrl()}/api/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email }),
    });
    expect(asked.status).toBe(200);
    const token = await latestResetToken(mailsBefore);

    const { context, page } = await suite.visitorPage();
    await page.goto(`/#/auth/email-password-change?email=${token}`);
    const form = page.getByRole('form', { name: t.reset.title });
    await form.getByLabel(new RegExp(`^${t.reset.password}`)).fill('A-brand-new-password-2');
    await form.getByLabel(new RegExp(`^${t.reset.confirm}`)).fill('Something-else-entirely');
    await form.getByRole('button', { name: t.reset.submit }).click();
    await form.getByText(messages.password.resetMismatch).waitFor();
    await screenshot(page, 'public-reset-mismatch');
    await form.getByLabel(new RegExp(`^${t.reset.confirm}`)).fill('A-brand-new-password-2');
    await form.getByRole('button', { name: t.reset.submit }).click();
    await page.getByText(messages.password.resetDone).waitFor();
    await page.getByText(messages.password.loginOnMobile).waitFor();
    await screenshot(page, 'public-reset-done');

    const login = (password: string) =>
      fetch(`${baseUrl()}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password }),
      });
    expect((await login('A-brand-new-password-2')).status).toBe(200);
    expect((await login(account.password)).status).toBe(401);

    // The link works once.
    // A fresh page, as when the e-mail link is opened again.
    await page.goto(`/#/auth/email-password-change?email=${token}`);
    await page.reload();
    await form.getByLabel(new RegExp(`^${t.reset.password}`)).fill('Yet-another-password-3');
    await form.getByLabel(new RegExp(`^${t.reset.confirm}`)).fill('Yet-another-password-3');
    await form.getByRole('button', { name: t.reset.submit }).click();
    await form.getByText(messages.password.tokenInvalid).waitFor();
    await context.close();
  });
});

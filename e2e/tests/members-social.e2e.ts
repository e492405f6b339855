import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, screenshot as photograph, waitForRoute } from '../support/browser';
import { screenshotFromTop as screenshot } from '../support/member-pages';
import { joinAsMember, type Member } from '../support/members';
import { setupSuite } from '../support/suite';

/**
 * The members' social screens: an author posts from the composer with a photo, a member who
 * follows them sees it on Home, likes it and comments on it, and opens the author's profile;
 * screenshots in English and Arabic at phone and desktop widths (each checked with axe).
 */

const title = `Fresh dates from the souq ${Date.now().toString(36)}`;
const description = 'تمر خلاص طازج من المزرعة — first harvest of the season.';
const comment = 'Looks delicious! كم السعر؟';

/** A 480x320 PNG with a warm gradient: a photo a person would recognise on the card. */
function gradientPng(width = 480, height = 320): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows[row + 1 + x * 3] = 200 + Math.round((55 * x) / width);
      rows[row + 2 + x * 3] = 120 + Math.round((80 * y) / height);
      rows[row + 3 + x * 3] = 40;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const suite = setupSuite({
  seed: async () => {
    // joinAsMember builds the e-mail from the name's Latin letters: an Arabic name is set afterwards.
    const [author, follower] = await Promise.all([joinAsMember('Salem Author'), joinAsMember('Fatima Follower')]);
    expect((await api(follower, 'PATCH', '/api/v1/me', { name: 'فاطمة المتابعة' })).status).toBe(200);
    const followed = await api(follower, 'POST', `/api/v1/users/${author.id}/follow`);
    expect(followed.status).toBe(200);
    return { author, follower };
  },
});

describe('members’ social screens', () => {
  let postId = '';

  it('lands on Home, and the author posts with a photo from the composer (desktop, English)', async () => {
    const { context, page } = await suite.memberPage(suite.author, 'en', false);
    await page.goto('/#/app');
    await waitForRoute(page, '/app/home');
    // A new member's feed is empty: it says how to follow people and leads to Explore.
    await page.getByRole('heading', { name: 'Your feed is empty' }).waitFor();
    await page.getByRole('link', { name: 'Go to Explore' }).waitFor();

    await page.getByRole('link', { name: 'New post' }).click();
    await waitForRoute(page, '/app/posts/new');
    await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor();
    // Nothing written: the shared schema's message.
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.getByRole('alert').getByText('Please write a title or a description, or add a photo or video').waitFor();

    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'What would you like to share?' }).fill(description);
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'dates.png', mimeType: 'image/png', buffer: gradientPng() },
      { name: 'palm.png', mimeType: 'image/png', buffer: gradientPng(320, 320) },
    ]);
    const items = page.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    // Re-order: the second photo leads, then remove the other one.
    await items.nth(1).getByRole('button', { name: 'Move earlier' }).click();
    await expect.poll(() => items.first().getAttribute('aria-label')).toBe('Item 1: palm.png');
    await page.getByRole('progressbar').first().waitFor({ state: 'detached' });
    await screenshot(page, 'members-social-composer-desktop-en');
    await items.nth(1).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => items.count()).toBe(1);

    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await waitForRoute(page, /^\/app\/posts\/[0-9a-f-]{36}$/);
    postId = (await page.evaluate(() => window.location.hash)).split('/').at(-1)!;
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('img', { name: 'Photo 1 of the post by Salem Author' }).waitFor();

    const post = await api<{ media: { url: string; type: string }[]; title: string }>(suite.author, 'GET', `/api/v1/posts/${postId}`);
    expect(post.body.title).toBe(title);
    expect(post.body.media).toHaveLength(1);
    expect(post.body.media[0]).toMatchObject({ type: 'image' });
    expect(post.body.media[0]!.url).toMatch(/^\/uploads\/.*\.png$|^https?:\/\//);
    await context.close();
  });

  it('shows the post in the follower’s feed; like, comment and the author’s profile (phone, English)', async () => {
    const { context, page } = await suite.memberPage(suite.follower, 'en', true);
    await page.goto('/#/app/home');
    const card = page.getByRole('article', { name: 'Salem Author' }).filter({ hasText: title });
    await card.waitFor();
    await card.getByRole('img', { name: 'Photo 1 of the post by Salem Author' }).waitFor();

    const like = card.getByRole('button', { name: /^Like/ });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await card.getByRole('button', { name: 'Like · 1 like', pressed: true }).waitFor();
    await expect
      .poll(async () => (await api<{ likedByMe: boolean; totalLikes: number }>(suite.follower, 'GET', `/api/v1/posts/${postId}`)).body)
      .toMatchObject({ likedByMe: true, totalLikes: 1 });
    await screenshot(page, 'members-social-feed-phone-en');

    // Share: the system sheet where there is one, else the public link is copied (or shown).
    await card.getByRole('button', { name: 'Share' }).click();
    await page.getByText(new RegExp(`^Link (copied|to share): .*/post/${postId}$`)).waitFor();
    expect((await api<{ totalShares: number }>(suite.follower, 'GET', `/api/v1/posts/${postId}`)).body.totalShares).toBe(1);

    await card.getByRole('link', { name: '0 comments' }).click();
    await waitForRoute(page, `/app/posts/${postId}`);
    await page.getByText('No comments yet. Start the conversation.').waitFor();
    await page.getByRole('textbox', { name: 'Write a comment' }).fill(comment);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    const comments = page.getByRole('region', { name: 'Comments' });
    await comments.getByText(comment).waitFor();
    await page.getByText('1 comment', { exact: true }).waitFor();
    await screenshot(page, 'members-social-detail-phone-en');

    expect((await api<{ totalComments: number }>(suite.follower, 'GET', `/api/v1/posts/${postId}`)).body.totalComments).toBe(1);
    const listed = await api<{ comments: { comment: string }[] }>(suite.author, 'GET', `/api/v1/posts/${postId}/comments`);
    expect(listed.body.comments.map((c) => c.comment)).toEqual([comment]);

    // Their own comment can be deleted; here it stays for the author to read.
    await comments.getByRole('button', { name: 'Delete comment' }).waitFor();

    await page.getByRole('link', { name: 'Salem Author' }).first().click();
    await waitForRoute(page, `/app/members/${suite.author.id}`);
    await page.getByRole('heading', { level: 1, name: 'Salem Author' }).waitFor();
    await page.getByRole('button', { name: 'Unfollow' }).waitFor();
    await page.getByRole('article').filter({ hasText: title }).waitFor();
    await screenshot(page, 'members-social-profile-phone-en');

    await page.getByRole('button', { name: 'Block' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block Salem Author?' });
    await dialog.getByText(/You will no longer see each other’s posts/).waitFor();
    await screenshot(page, 'members-social-block-dialog-phone-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('reads right to left in Arabic, on a phone and on a desktop', async () => {
    for (const mobile of [true, false]) {
      const { context, page } = await suite.memberPage(suite.follower, 'ar', mobile);
      await page.goto('/#/app/home');
      const card = page.getByRole('article').filter({ hasText: title });
      await card.getByRole('button', { name: 'إعجاب · إعجاب واحد', pressed: true }).waitFor();
      await card.getByRole('link', { name: 'تعليق واحد' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await screenshot(page, `members-social-feed-${mobile ? 'phone' : 'desktop'}-ar`);
      if (!mobile) {
        await page.getByRole('tab', { name: 'استكشف' }).click();
        await page.getByRole('article').filter({ hasText: title }).waitFor();
        await card.getByRole('button', { name: 'إجراءات أخرى' }).click();
        await page.getByRole('menuitem', { name: 'إبلاغ' }).click();
        const dialog = page.getByRole('dialog', { name: 'الإبلاغ عن هذا المنشور' });
        await dialog.getByRole('button', { name: 'إرسال البلاغ' }).click();
        await dialog.getByRole('alert').getByText('يُرجى ذكر سبب الإبلاغ').or(dialog.getByRole('alert')).first().waitFor();
        await dialog.getByRole('textbox', { name: 'السبب' }).fill('اختبار البلاغ');
        await screenshot(page, 'members-social-report-desktop-ar');
        await dialog.getByRole('button', { name: 'إرسال البلاغ' }).click();
        await dialog.waitFor({ state: 'detached' });

        await page.getByRole('tab', { name: 'المتابَعون' }).click();
        await card.getByRole('link', { name: 'تعليق واحد' }).click();
        await waitForRoute(page, `/app/posts/${postId}`);
        await page.getByRole('region', { name: 'التعليقات' }).getByText(comment).waitFor();
        await screenshot(page, 'members-social-detail-desktop-ar');
        await page.goto(`/#/app/members/${suite.author.id}`);
        await page.getByRole('button', { name: 'إلغاء المتابعة' }).waitFor();
        await page.getByText('متابِع واحد').waitFor();
        await screenshot(page, 'members-social-profile-desktop-ar');
      }
      await context.close();
    }
  });
  it('shows stories on top of Home: the viewer plays them and marks them seen', async () => {
    const media = (await api<{ media: { url: string }[] }>(suite.author, 'GET', `/api/v1/posts/${postId}`)).body.media[0]!.url;
    for (const description of ['أول قصة — first story', 'Second story']) {
      const story = await api(suite.author, 'POST', '/api/v1/stories', { story_type: 'image', story_url: media, description });
      expect(story.status).toBe(201);
    }
    // Unseen on the phone (a ring, "new stories"); seen by then on the desktop, starting again from the first.
    for (const [language, mobile] of [
      ['ar', true],
      ['en', false],
    ] as const) {
      const { context, page } = await suite.memberPage(suite.follower, language, mobile);
      await page.goto('/#/app/home');
      const bar = page.getByRole('region', { name: language === 'ar' ? 'القصص' : 'Stories' });
      if (mobile) {
        await page.getByRole('article').first().waitFor();
        await screenshot(page, 'members-social-stories-bar-phone-ar');
      }
      await bar.getByRole('button', { name: language === 'ar' ? /^Salem Author\s*\(قصص جديدة\)$/ : /^Salem Author$/ }).click();
      const viewer = page.getByRole('dialog', { name: language === 'ar' ? 'قصة Salem Author' : 'Story of Salem Author' });
      await viewer.getByText('أول قصة — first story').waitFor();
      // Paused, the photo stays while the screenshot and axe take their time; the arrows still move.
      await viewer.getByRole('button', { name: language === 'ar' ? 'إيقاف القصص مؤقتًا' : 'Pause stories' }).click();
      await viewer.getByRole('button', { name: language === 'ar' ? 'تشغيل القصص' : 'Play stories' }).waitFor();
      await viewer.getByText('أول قصة — first story').waitFor();
      await viewer.getByRole('img', { name: language === 'ar' ? 'صورة قصة Salem Author' : 'Story photo of Salem Author' }).waitFor();
      await photograph(page, `members-social-story-${mobile ? 'phone' : 'desktop'}-${language}`);
      // Only the author may delete a story: the follower has no such button.
      expect(await viewer.getByRole('button', { name: language === 'ar' ? 'احذف هذه القصة' : 'Delete this story' }).count()).toBe(0);
      // The arrow key that points forward in the reading direction advances.
      await page.keyboard.press(language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await viewer.getByText('Second story').waitFor();
      await viewer.getByRole('button', { name: language === 'ar' ? 'القصة التالية' : 'Next story' }).click();
      await viewer.waitFor({ state: 'detached' });
      await context.close();
    }
    const groups = await api<{ members: { user: { _id: string }; allSeen: boolean }[] }>(suite.follower, 'GET', '/api/v1/stories');
    expect(groups.body.members.find((group) => group.user._id === suite.author.id)?.allSeen).toBe(true);
  });
  it('posts a story with a photo from Home (upload progress), sees it in the row and deletes it', async () => {
    const teller = await joinAsMember('Mona Storyteller');
    const { context, page } = await suite.memberPage(teller, 'en', true);
    page.setDefaultTimeout(45_000);
    await page.goto('/#/app/home');
    const bar = page.getByRole('region', { name: 'Stories' });
    await bar.getByRole('button', { name: 'Add story' }).click();
    const dialog = page.getByRole('dialog', { name: 'New story' });
    // Nothing picked: the contract's message, under the file's place.
    await dialog.getByRole('button', { name: 'Share story' }).click();
    await dialog.getByRole('alert').getByText('Please add the photo or video of your story').waitFor();
    await dialog.getByRole('textbox', { name: 'Caption (optional)' }).fill('الغروب على الخليج — sunset');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: gradientPng() });
    await dialog.getByRole('img', { name: 'Your story’s photo' }).waitFor();
    await dialog.getByRole('progressbar').waitFor({ state: 'detached' });
    await photograph(page, 'members-social-story-composer-phone-en');
    await dialog.getByRole('button', { name: 'Share story' }).click();
    await dialog.waitFor({ state: 'detached' });

    const mine = await api<{ members: { user: { _id: string }; stories: { _id: string; description: string; story_url: string }[] }[] }>(
      teller,
      'GET',
      '/api/v1/stories',
    );
    const own = mine.body.members.find((group) => group.user._id === teller.id);
    expect(own?.stories.map((story) => story.description)).toEqual(['الغروب على الخليج — sunset']);
    expect(own?.stories[0]?.story_url).toMatch(/^\/uploads\/stories\//);

    await bar.getByRole('button', { name: /^Mona Storyteller/ }).click();
    const viewer = page.getByRole('dialog', { name: 'Story of Mona Storyteller' });
    await viewer.getByText('الغروب على الخليج — sunset').waitFor();
    await viewer.getByRole('button', { name: 'Delete this story' }).click();
    const confirm = viewer.getByRole('group', { name: 'Delete this story?' });
    await confirm.waitFor();
    await photograph(page, 'members-social-story-delete-phone-en');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await viewer.waitFor({ state: 'detached' });
    await bar.getByRole('button', { name: /^Mona Storyteller/ }).waitFor({ state: 'detached' });
    const after = await api<{ members: { user: { _id: string } }[] }>(teller, 'GET', '/api/v1/stories');
    expect(after.body.members.some((group) => group.user._id === teller.id)).toBe(false);
    await context.close();

    for (const mobile of [false, true]) {
      const arabic = await suite.memberPage(teller, 'ar', mobile);
      arabic.page.setDefaultTimeout(45_000);
      await arabic.page.goto('/#/app/home');
      await arabic.page.getByRole('region', { name: 'القصص' }).getByRole('button', { name: 'أضف قصة' }).click();
      const composer = arabic.page.getByRole('dialog', { name: 'قصة جديدة' });
      await composer.getByRole('textbox', { name: 'تعليق (اختياري)' }).fill('قصتي');
      await composer.locator('input[type="file"]').setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: gradientPng() });
      await composer.getByRole('progressbar').waitFor({ state: 'detached' });
      expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await photograph(arabic.page, `members-social-story-composer-${mobile ? 'phone' : 'desktop'}-ar`);
      await arabic.context.close();
    }
  }, 300_000);

  it('shows a "New posts" pill without moving the feed, and puts the new post on top', async () => {
    expect((await api(suite.author, 'POST', '/api/v1/posts', { title: `Earlier today ${Date.now().toString(36)}` })).status).toBe(201);
    for (const [language, mobile] of [
      ['en', false],
      ['ar', true],
    ] as const) {
      const { context, page } = await suite.memberPage(suite.follower, language, mobile);
      // A shared machine under load: these steps may wait longer than the default.
      page.setDefaultTimeout(45_000);
      await page.goto('/#/app/home');
      const feed = page.getByRole('region', { name: language === 'ar' ? 'المتابَعون' : 'Following' });
      const first = feed.getByRole('article').first();
      await first.waitFor();
      const before = await first.boundingBox();

      const fresh = `Just in: ${language} ${Date.now().toString(36)}`;
      expect((await api(suite.author, 'POST', '/api/v1/posts', { title: fresh })).status).toBe(201);
      // The tab coming back into view asks for the feed's first page (as the 30 s poll does).
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      const pill = page.getByRole('button', { name: language === 'ar' ? 'منشورات جديدة' : 'New posts' });
      await pill.waitFor();
      // Nothing moved: the pill floats over the page.
      expect(await first.boundingBox()).toEqual(before);
      await feed.getByRole('article').filter({ hasText: fresh }).waitFor({ state: 'detached' });
      await photograph(page, `members-social-new-posts-${mobile ? 'phone' : 'desktop'}-${language}`);
      await pill.click();
      await pill.waitFor({ state: 'detached' });
      await expect.poll(() => feed.getByRole('article').first().textContent()).toContain(fresh);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await context.close();
    }
  }, 300_000);
  it('tells a member who has not verified the e-mail what to do, keeping what they wrote (phone, Arabic)', async () => {
    const email = `unverified.${Date.now().toString(36)}@e2e.test`;
    const password = 'Member-e2e-password-1';
    const post = (pathname: string, body: unknown) =>
      fetch(`${baseUrl()}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/api/v1/auth/register', { name: 'Unverified Member', email, password, country_id: 'KW' })).status).toBe(201);
    const login = await post('/api/login', { email, password });
    expect(login.status).toBe(200);
    const body = (await login.json()) as Record<string, unknown>;
    const member: Member = { id: String(body._id), email, password, name: 'Unverified Member', token: String(body.token), body };

    const { context, page } = await suite.memberPage(member, 'ar', true);
    await page.goto('/#/app/posts/new');
    await page.getByRole('textbox', { name: 'العنوان' }).fill('منشوري الأول');
    await page.getByRole('button', { name: 'انشر', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'أكّد بريدك الإلكتروني لتنشر' });
    await alert.waitFor();
    await alert.getByRole('link', { name: 'انتقل إلى ملفي الشخصي' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'العنوان' }).inputValue()).toBe('منشوري الأول');
    await screenshot(page, 'members-social-composer-unverified-phone-ar');
    await context.close();
  });

  it('finds people and posts from Explore as members type them, and follows from the results (phone, Arabic)', async () => {
    const { context, page } = await suite.memberPage(suite.author, 'ar', true);
    await page.goto('/#/app/home?tab=explore');
    // Written without hamza or taa marbuta and in another order: still the follower's name.
    const box = page.getByRole('searchbox', { name: 'ابحث عن أشخاص ومنشورات' });
    await box.fill('المتابعه فاطمه');
    await box.press('Enter');
    const people = page.getByRole('region', { name: 'الأشخاص' });
    const person = people.getByRole('link', { name: 'فاطمة المتابعة' });
    await person.waitFor();
    expect(await person.getAttribute('dir')).toBe('auto');
    await page.getByRole('article').first().or(page.getByText('لا توجد منشورات تطابق «المتابعه فاطمه».')).waitFor();
    await screenshot(page, 'members-social-explore-search-phone-ar');
    await people.getByRole('button', { name: 'متابعة فاطمة المتابعة', pressed: false }).click();
    await people.getByRole('button', { name: 'إلغاء متابعة فاطمة المتابعة', pressed: true }).waitFor();
    // The posts found by a word of the description, however its letters are written.
    await box.fill('طازج');
    await box.press('Enter');
    await page.getByRole('article').filter({ hasText: title }).waitFor();
    await people.getByText('لا يوجد أعضاء يطابقون «طازج».').waitFor();
    await context.close();
  });
});

import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Banner } from '@souq/contract/banners';
import type { Category } from '@souq/contract/categories';
import type { ClassifiedDetail } from '@souq/contract/classifieds';
import { messages } from '@souq/contract/messages';
import type { Post } from '@souq/contract/posts';
import type { ContactForm, Ticket } from '@souq/contract/support';
import type { User } from '@souq/contract/users';
import { ACCOUNTS } from '../support/accounts';
import { api, baseUrl, openRoute, screenshot } from '../support/browser';
import { classifiedsQuery } from '../support/console-screens';
import { demoCategoryOfType, firstDistrictOfKuwait } from '../support/demo-data';
import { HOSTILE_POST, hostileText, XSS } from '../support/hostile';
import { setupSuite, type Suite } from '../support/suite';

/**
 * Names, titles and messages typed by attackers, created through the real API (the member's post
 * is planted by the global setup), then opened in every screen that shows them: nothing runs,
 * no dialog opens, the CSP reports nothing, and the text reads exactly as it was typed.
 */

const created = {
  category: hostileText('Hostilecategory'),
  categoryAr: `فئة ${XSS.svg}`,
  classified: hostileText('Hostileclassified'),
  classifiedDescription: `${hostileText('Hostileclassdesc')} ${'وصف طويل '.repeat(400).trim()}`,
  bannerLink: `https://souq.example/Hostilebanner/${XSS.svg}?q=${XSS.script}`,
  contact: hostileText('Hostilecontact'),
  ticketTitle: hostileText('Hostileticket'),
  ticketDescription: hostileText('Hostileticketdesc'),
  ticketMessage: hostileText('Hostilereply'),
};
const ids = { category: '', classified: '', banner: '', ticket: 0, ticketId: '', post: '', member: '' };

const suite = setupSuite({
  signIn: ['admin', 'dataentry', 'hostile'],
  seed: plantHostileRecords,
  // Other browser tests read the banner and category lists from the top: leave them as found.
  teardown: async ({ admin }) => {
    if (ids.banner) await api(admin, 'POST', '/api/category/delete-banner', { banner_id: ids.banner });
    if (ids.category) await api(admin, 'POST', '/api/category/delete-category', { category_id: ids.category });
    if (ids.ticketId) await api(admin, 'POST', '/api/support/update-ticket', { ticket_id: ids.ticketId, status: 'closed' });
  },
});
const jobsList = () => classifiedsQuery(suite.jobs);

/** Creates the hostile records through the API and notes their ids (the member's post, planted by the global setup, is only looked up). */
async function plantHostileRecords({ admin, session }: Suite): Promise<{ jobs: Category }> {
  const dataentry = session('dataentry');
  const member = session('hostile');

  const category = await api<Category>(admin, 'POST', '/api/category/add-category', {
    category_en: created.category,
    category_ar: created.categoryAr,
    category_image: '/uploads/categories/hostile.png',
  });
  expect(category.status).toBe(201);
  ids.category = category.body._id;

  const jobs = await demoCategoryOfType(admin, 'jobs');
  const district = await firstDistrictOfKuwait(dataentry);
  const classified = await api<{ classifiedAdded: ClassifiedDetail }>(dataentry, 'POST', '/api/classifieds/add-jobs-classified', {
    country_id: 'KW',
    district_id: district._id,
    address: hostileText('Hostileaddress'),
    title: created.classified,
    description: created.classifiedDescription,
    mobile: '55512345',
    price: '100',
    category_id: jobs._id,
    media: [{ url: '/uploads/classifieds/hostile.png', type: 'image' }],
    careerLevel: hostileText('Hostilecareer'),
  });
  expect(classified.status).toBe(201);
  ids.classified = classified.body.classifiedAdded._id;

  const banner = await api<Banner>(admin, 'POST', '/api/category/add-banner', {
    banner_type: 'placement',
    banner_action_url: created.bannerLink,
    banner_url: '/uploads/banners/hostile.png',
    country_id: 'KW',
    bannerFor: 'Placement12',
    placement: 12,
  });
  expect(banner.status).toBe(201);
  ids.banner = banner.body._id;

  expect((await api<ContactForm>(member, 'POST', '/api/support/add-contact-form', { message: created.contact })).status).toBe(201);
  const ticket = await api<Ticket>(member, 'POST', '/api/support/create-ticket', {
    title: created.ticketTitle,
    description: created.ticketDescription,
  });
  expect(ticket.status).toBe(201);
  ids.ticket = ticket.body.ticket_no;
  ids.ticketId = ticket.body._id;
  expect((await api(member, 'POST', '/api/support/add-ticket-message', { ticket_id: ids.ticketId, message: created.ticketMessage })).status).toBe(201);

  const { body: users } = await api<{ users: User[] }>(admin, 'GET', '/api/get-users?page=1&maxCountInaPage=10&textSearch=Hostilemember');
  ids.member = users.users.find((user) => user.email === ACCOUNTS.hostile.email)?._id ?? '';
  const { body: posts } = await api<{ posts: Post[] }>(admin, 'GET', `/api/post/get-all-posts?page=1&itemsPerPage=10&user_id=${ids.member}`);
  ids.post = posts.posts.find((post) => post.title === HOSTILE_POST.title)?._id ?? '';
  if (!ids.member || !ids.post) throw new Error('the global setup did not plant the hostile member and post');
  return { jobs };
}

interface Watched {
  context: BrowserContext;
  page: Page;
  dialogs: string[];
}

/** Records dialogs and CSP violations from the first document on. */
async function watch(context: BrowserContext, page: Page): Promise<Watched> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return { context, page, dialogs };
}

async function consoleAs(role: 'admin' | 'dataentry'): Promise<Watched> {
  const { context, page } = await suite.consolePage(role);
  return watch(context, page);
}

/** The text is on the page exactly as typed (textContent, so nothing was parsed as markup). */
async function expectLiteral(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((wanted) => document.body.textContent?.includes(wanted) ?? false, text), {
      timeout: 15_000,
      message: text.slice(0, 100),
    })
    .toBe(true);
}

/** Nothing ran, nothing was injected, and every link and picture points at a web address. */
async function expectInert({ page, dialogs }: Watched, where: string): Promise<void> {
  const state = await page.evaluate(() => ({
    xss: (window as { __xss?: unknown }).__xss,
    csp: (window as { __cspViolations?: string[] }).__cspViolations ?? [],
    injected: document.querySelectorAll('img[src="x"], [onerror], [onload], svg[onload]').length,
    // The page's own one, in <head>, runs by its hash in the CSP (security-headers.test.ts checks it
    // is the only one); whatever the app renders lands in <body>, where none may be.
    inlineScripts: document.querySelectorAll('body script:not([src])').length + Math.max(0, document.querySelectorAll('head script:not([src])').length - 1),
    linkSchemes: Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]')).map((a) => a.protocol),
    mediaSchemes: Array.from(document.querySelectorAll<HTMLImageElement | HTMLSourceElement>('img[src], source[src], video[src]')).map(
      (element) => new URL(element.src, document.baseURI).protocol,
    ),
  }));
  expect(state.xss, `${where}: window.__xss`).toBeUndefined();
  expect(dialogs, `${where}: dialogs`).toEqual([]);
  expect(state.csp, `${where}: CSP violations`).toEqual([]);
  expect(state.injected, `${where}: injected elements`).toBe(0);
  expect(state.inlineScripts, `${where}: inline scripts`).toBe(0);
  for (const scheme of state.linkSchemes) expect(['http:', 'https:', 'mailto:'], `${where}: a link's scheme`).toContain(scheme);
  // data: is the bundled placeholder picture; a picture cannot run script.
  for (const scheme of state.mediaSchemes) expect(['http:', 'https:', 'blob:', 'data:'], `${where}: a picture's scheme`).toContain(scheme);
}

describe('hostile text in the console', () => {
  it('shows a hostile member name, post, description and comment as text in the users and posts screens', async () => {
    const watched = await consoleAs('admin');
    const { page } = watched;
    await openRoute(page, `/rm-admin/userslist?search=Hostilemember`);
    await expectLiteral(page, ACCOUNTS.hostile.name);
    await expectInert(watched, 'users list');
    await openRoute(page, `/rm-admin/userslist?search=Hostilemember&user=${ids.member}`);
    await page.getByRole('region', { name: messages.console.users.detailTitle }).getByText(ACCOUNTS.hostile.email).waitFor();
    await expectLiteral(page, ACCOUNTS.hostile.name);
    await expectLiteral(page, HOSTILE_POST.title);
    await expectInert(watched, 'user detail');
    await screenshot(page, 'hostile-user-detail');

    await openRoute(page, `/rm-admin/posts?search=Hostilepost`);
    await expectLiteral(page, HOSTILE_POST.title);
    await expectInert(watched, 'posts list');
    await openRoute(page, `/rm-admin/posts?search=Hostilepost&post=${ids.post}`);
    await page.getByRole('heading', { name: HOSTILE_POST.title }).waitFor();
    for (const text of [HOSTILE_POST.description, HOSTILE_POST.comment, ACCOUNTS.hostile.name]) await expectLiteral(page, text);
    await expectInert(watched, 'post detail');
    await screenshot(page, 'hostile-post-detail');
    await watched.context.close();
  });

  it('shows a hostile classified, category and banner as text, and the banner link stays https', async () => {
    const watched = await consoleAs('admin');
    const { page } = watched;
    await openRoute(page, `/rm-admin/classifieds/posts?${jobsList()}&search=Hostileclassified`);
    await expectLiteral(page, created.classified);
    await expectInert(watched, 'classified list');
    await openRoute(page, `/rm-admin/classifieds/posts?${jobsList()}&search=Hostileclassified&post=${ids.classified}`);
    const dialog = page.getByRole('dialog', { name: messages.console.classifieds.detailTitle });
    await dialog.waitFor();
    for (const text of [created.classified, created.classifiedDescription, hostileText('Hostilecareer'), hostileText('Hostileaddress')]) {
      await expectLiteral(page, text);
    }
    await expectInert(watched, 'classified detail');
    await screenshot(page, 'hostile-classified-detail');

    await openRoute(page, `/rm-admin/classifieds?search=Hostilecategory`);
    await expectLiteral(page, created.category);
    await expectLiteral(page, created.categoryAr);
    await expectInert(watched, 'categories');
    // The sidebar lists every category by name too.
    await page.getByRole('navigation').getByText(created.category, { exact: false }).first().waitFor();

    await openRoute(page, `/rm-admin/banners?search=Hostilebanner`);
    await expectLiteral(page, created.bannerLink);
    const link = page.getByRole('link', { name: created.bannerLink });
    await expect(link.evaluate((a: HTMLAnchorElement) => a.protocol)).resolves.toBe('https:');
    await expectInert(watched, 'banners');
    await screenshot(page, 'hostile-banners');

    await openRoute(page, '/rm-admin/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectInert(watched, 'dashboard');
    await watched.context.close();
  });

  it('shows a hostile contact form, ticket and ticket thread as text', async () => {
    const watched = await consoleAs('admin');
    const { page } = watched;
    await openRoute(page, '/rm-admin/contactform');
    await expectLiteral(page, created.contact);
    await expectLiteral(page, ACCOUNTS.hostile.name);
    await expectInert(watched, 'contact forms');

    await openRoute(page, '/rm-admin/tickets?status=open');
    await expectLiteral(page, created.ticketTitle);
    await expectInert(watched, 'tickets');
    await openRoute(page, `/rm-admin/tickets?status=open&ticket=${ids.ticketId}`);
    const detail = page.getByRole('region', { name: `${messages.console.support.ticketTitle} ${ids.ticket}` });
    await detail.waitFor();
    for (const text of [created.ticketTitle, created.ticketDescription, created.ticketMessage, ACCOUNTS.hostile.name]) await expectLiteral(page, text);
    await expectInert(watched, 'ticket thread');
    await screenshot(page, 'hostile-ticket-thread');
    await watched.context.close();
  });

  it('shows hostile classified text to dataentry as text too', async () => {
    const watched = await consoleAs('dataentry');
    await openRoute(watched.page, `/rm-admin/classifieds/posts?${jobsList()}&search=Hostileclassified&post=${ids.classified}`);
    await expectLiteral(watched.page, created.classified);
    await expectInert(watched, 'classified detail as dataentry');
    await watched.context.close();
  });
});

describe('hostile text on the public pages', () => {
  it('shows a shared hostile post as text, with no picture from a javascript: address', async () => {
    const { context, page: opened } = await suite.visitorPage({ mobile: true });
    const watched = await watch(context, opened);
    const { page } = watched;
    await page.goto(`/#/post/${ids.post}`);
    await page.getByRole('article', { name: HOSTILE_POST.title }).waitFor();
    for (const text of [HOSTILE_POST.title, HOSTILE_POST.description, ACCOUNTS.hostile.name]) await expectLiteral(page, text);
    await expectInert(watched, 'public post page');
    await screenshot(page, 'hostile-public-post');
    await context.close();
  });

  it('serves a link preview with the hostile title in its tags only, which opens the post page', async () => {
    const response = await fetch(`${baseUrl()}/post/${ids.post}`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();

    const { context, page: opened } = await suite.visitorPage();
    const watched = await watch(context, opened);
    const { page } = watched;
    await page.goto('/#/');
    // Parsed, never run: what a link unfurler reads from the page.
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      return {
        title: doc.title,
        ogTitle: doc.querySelector('meta[property="og:title"]')?.getAttribute('content'),
        description: doc.querySelector('meta[property="og:description"]')?.getAttribute('content'),
        image: doc.querySelector('meta[property="og:image"]'),
        elements: doc.querySelectorAll('script, img, svg, iframe, [onerror], [onload]').length,
        refresh: doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content'),
      };
    }, html);
    // The preview shortens titles to 120 characters.
    const title = HOSTILE_POST.title.length > 120 ? `${HOSTILE_POST.title.slice(0, 119)}…` : HOSTILE_POST.title;
    expect(parsed.title).toBe(title);
    expect(parsed.ogTitle).toBe(title);
    expect(parsed.description?.startsWith(hostileText('Hostiledescription'))).toBe(true);
    expect(parsed.image).toBeNull();
    expect(parsed.elements).toBe(0);
    expect(parsed.refresh).toBe(`0;url=${baseUrl()}/#/post/${ids.post}`);

    // Opened in a browser, it hands over to the post page without running anything.
    await page.goto(`/post/${ids.post}`);
    await page.waitForFunction((id) => window.location.hash === `#/post/${id}`, ids.post);
    await page.getByRole('article', { name: HOSTILE_POST.title }).waitFor();
    await expectInert(watched, 'link preview, then the post page');
    await context.close();
  });

  it('refuses javascript: and data: links for banners through the API', async () => {
    for (const link of [XSS.link, 'data:text/html,<script>window.__xss=1</script>', 'ftp://souq.example/x']) {
      const refused = await api<{ error: string }>(suite.admin, 'POST', '/api/category/edit-link-banner', {
        banner_id: ids.banner,
        newURL: link,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(messages.banner.invalidUrl);
    }
  });
});

import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import type { ConsoleCatalog } from '../../apps/web/src/i18n/console/catalog';
import { consoleAr } from '../../apps/web/src/i18n/console/ar';
import { animationsDone, api, openRoute, saveScreenshot, waitForRoute } from '../support/browser';
import { expectAccessible, expectOpenAccessible, settled } from '../support/console-checks';
import { escapeRegExp as escape } from '../support/console-screens';
import { joinAsMember } from '../support/members';
import { setupSuite } from '../support/suite';

/**
 * Accessibility of what opens over the console's screens: each kind of dialog and menu (a delete
 * confirmation, a bulk confirmation, the export menu, a record's dialog, a form in a dialog and
 * the leave question over it, a select's options, the shortcuts) and the in-page forms a click
 * reveals (an add form with its errors, a ticket's reply, a moderation note), opened as admin and
 * (those of its screens) as dataentry, in English and in Arabic (right to left), checked by
 * axe-core while open, then cancelled so nothing changes.
 */

const suffix = Date.now().toString(36);
/** A row's button: its word, then the row's name ("Delete Ahmad Ali"). */
const rowButton = (word: string) => ({ name: new RegExp(`^${escape(word)} `) });

const suite = setupSuite({
  /** A reported post by a member of its own, so the moderation queue has an open item whatever ran before. */
  seed: async () => {
    const author = await joinAsMember('Dialog Author');
    const reporter = await joinAsMember('Dialog Reporter');
    const reportedTitle = `Reported for the dialogs ${suffix}`;
    const created = await api<{ _id: string }>(author, 'POST', '/api/v1/posts', {
      title: reportedTitle,
      description: 'A post to moderate',
    });
    expect(created.status).toBe(201);
    expect((await api(reporter, 'POST', `/api/v1/posts/${created.body._id}/report`, { reason: `Spam ${suffix}` })).status).toBe(201);
    return { reportedTitle };
  },
});

for (const [language, role] of [
  ['en', 'admin'],
  ['en', 'dataentry'],
  ['ar', 'admin'],
  ['ar', 'dataentry'],
] as const) {
  describe(`the console's dialogs and menus, as ${role}, in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    const x: ConsoleCatalog = language === 'ar' ? consoleAr : messages;
    const c = x.console;
    let context: BrowserContext;
    let page: Page;
    const dialog = (name?: string) => page.getByRole('dialog', name === undefined ? undefined : { name });

    /** Checks what is open, and photographs it (in Arabic, to see it mirrored). */
    async function check(open: Locator, what: string): Promise<void> {
      await expectOpenAccessible(page, open, `${what} (${role}, ${language})`);
      if (language === 'ar') await saveScreenshot(page, `${what.replaceAll(' ', '-')}-${role}-ar`, { fullPage: false });
    }

    /**
     * Selects the page's rows in `list`, asks `action` of the bulk bar, checks the question, and
     * cancels it (hide and disallow strike: they ask the reason, with the strike dialog's Cancel).
     */
    async function askBulkAndCancel(list: Locator, action: string, what: string): Promise<void> {
      await list.getByRole('checkbox', { name: c.bulk.selectPage }).check();
      await page.getByRole('group', { name: c.bulk.actionsLabel }).getByRole('button', { name: action }).click();
      const ask = dialog();
      await check(ask, what);
      await ask.getByRole('button', { name: c.strikes.cancel }).click();
      await ask.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: c.bulk.clearSelection }).click();
    }

    async function screen(route: string): Promise<void> {
      await openRoute(page, route);
      await waitForRoute(page, route.split('?')[0] ?? route);
      await settled(page);
    }

    beforeAll(async () => {
      ({ context, page } = await suite.consolePage(role));
      await screen('/rm-admin/dashboard');
      if (language === 'ar') {
        await page.getByRole('button', { name: messages.console.shell.otherLanguageName }).click();
        await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar');
      }
      await page.getByRole('heading', { level: 1, name: c.shell.links.dashboard }).waitFor();
    });
    afterAll(async () => {
      await context.close();
    });

    it("a category's classified posts: a post's dialog, the bulk question and the export menu", async () => {
      await screen('/rm-admin/dashboard');
      const category = page
        .getByRole('navigation')
        .getByRole('link', { name: new RegExp(`^${escape(c.shell.classifiedEntry)}`) })
        .first();
      // The sidebar names the category in the console's language; so does a post's dialog.
      const categoryName = (await category.innerText()).trim().slice(c.shell.classifiedEntry.trim().length).trim();
      await category.click();
      await waitForRoute(page, '/rm-admin/classifieds/posts');
      await settled(page);
      const main = page.getByRole('main');
      await main.getByRole('button', rowButton(c.classifieds.open)).first().click();
      const post = dialog(c.classifieds.detailTitle);
      await post.getByRole('table').first().waitFor();
      await post.getByText(categoryName, { exact: true }).waitFor();
      await check(post, 'classified post dialog');
      await page.keyboard.press('Escape');
      await post.waitFor({ state: 'hidden' });

      await askBulkAndCancel(main, c.bulk.disallowListings, 'classifieds bulk question');

      await page.getByRole('button', { name: c.export.menu }).click();
      const menu = page.getByRole('menu');
      await check(menu, 'classifieds export menu');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
    });

    // The rest opens over screens only an admin may open.
    if (role === 'dataentry') return;

    it('a delete confirmation: named, focus on Cancel, and Cancel deletes nothing', async () => {
      await screen('/rm-admin/userslist');
      const table = page.getByRole('table', { name: c.users.listTitle });
      const remove = table.getByRole('button', rowButton(c.users.delete)).first();
      const named = (await remove.getAttribute('aria-label')) ?? '';
      await remove.click();
      const ask = dialog();
      await check(ask, 'delete confirmation');
      expect(await ask.getAttribute('aria-labelledby')).toBeTruthy();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(c.confirm.no);
      await ask.getByRole('button', { name: c.confirm.no }).click();
      await ask.waitFor({ state: 'hidden' });
      await settled(page);
      expect(await table.getByRole('button', { name: named, exact: true }).count(), named).toBe(1);
    });

    it('the bulk confirmation over selected posts', async () => {
      await screen('/rm-admin/posts');
      const table = page.getByRole('table', { name: c.posts.listTitle });
      await askBulkAndCancel(table, c.bulk.hidePosts, 'bulk confirmation');
    });

    it('the banner link form in a dialog, and the leave question over it; leaving keeps the old link', async () => {
      await screen('/rm-admin/banners');
      await page.getByRole('table', { name: c.banners.listTitle }).getByRole('button', rowButton(c.banners.edit)).first().click();
      const edit = dialog(c.banners.editTitle);
      const link = edit.getByLabel(c.banners.newUrl);
      const before = await link.inputValue();
      await check(edit, 'banner link dialog');
      await link.fill(`https://example.com/changed-${suffix}`);
      await page.keyboard.press('Escape');
      const question = dialog(c.confirm.leaveTitle);
      await check(question, 'leave question');
      await question.getByRole('button', { name: c.confirm.leave }).click();
      await edit.waitFor({ state: 'hidden' });
      await page.getByRole('table', { name: c.banners.listTitle }).getByRole('button', rowButton(c.banners.edit)).first().click();
      expect(await link.inputValue()).toBe(before);
      await page.keyboard.press('Escape');
      await edit.waitFor({ state: 'hidden' });
    });

    it('an add form with its errors, and the notifications form with its errors', async () => {
      await screen('/rm-admin/classifieds');
      await page.getByRole('button', { name: c.categories.add }).click();
      const form = page.getByRole('form', { name: c.categories.formTitle });
      await form.getByRole('button', { name: c.categories.save }).click();
      await form.getByRole('alert').first().waitFor();
      await animationsDone(page);
      await expectAccessible(page, `category form with errors (${language})`);
      await form.getByRole('button', { name: c.categories.back }).click();
      await page.getByRole('table', { name: c.categories.listTitle }).waitFor();

      await screen('/rm-admin/notifications');
      const send = page.getByRole('form', { name: c.notifications.pageTitle });
      await send.getByRole('button', { name: c.notifications.send }).click();
      await send.getByRole('alert').first().waitFor();
      await animationsDone(page);
      await expectAccessible(page, `notifications form with errors (${language})`);
    });

    it("a ticket's reply, and the leave question when the reply would be lost", async () => {
      await screen('/rm-admin/tickets');
      await page.getByRole('table', { name: c.support.ticketsTitle }).getByRole('button', rowButton(c.support.view)).first().click();
      const ticket = page.getByRole('region', { name: new RegExp(`^${escape(c.support.ticketTitle)} `) });
      const reply = ticket.getByLabel(c.support.reply);
      await reply.fill(`A reply never sent ${suffix}`);
      await animationsDone(page);
      await expectAccessible(page, `ticket with a reply (${language})`);
      await page.getByRole('navigation').getByRole('link', { name: c.shell.links.dashboard, exact: true }).click();
      const question = dialog(c.confirm.leaveTitle);
      await check(question, 'leave question over a page');
      await question.getByRole('button', { name: c.confirm.stay }).click();
      await question.waitFor({ state: 'hidden' });
      expect(await reply.inputValue()).toBe(`A reply never sent ${suffix}`);
      await reply.fill('');
      await ticket.getByRole('button', { name: c.support.back, exact: true }).click();
      await ticket.waitFor({ state: 'hidden' });
    });

    it("a moderation item with a note, the block question, a select's options and the shortcuts", async () => {
      const m = c.moderation;
      await screen('/rm-admin/moderation');
      await page.getByRole('listbox', { name: m.queueLabel }).getByRole('option').filter({ hasText: suite.reportedTitle }).click();
      await page.getByRole('heading', { level: 2, name: suite.reportedTitle }).waitFor();
      const note = page.getByLabel(m.note);
      await note.fill(`A note never saved ${suffix}`);
      await expectAccessible(page, `moderation item with a note (${language})`);
      await page.getByRole('button', { name: m.blockAuthor }).click();
      const block = dialog(m.blockConfirmTitle);
      await check(block, 'block question');
      await block.getByRole('button', { name: m.cancel }).click();
      await block.waitFor({ state: 'hidden' });
      await note.fill('');

      await page.getByRole('combobox', { name: m.state }).click();
      const options = page.getByRole('listbox').filter({ has: page.getByRole('option', { name: m.stateDismissed }) });
      await check(options, 'select options');
      await options.getByRole('option', { name: m.stateOpen }).waitFor();
      await page.keyboard.press('Escape');
      await options.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: m.shortcutsHint }).click();
      const help = dialog(m.shortcuts);
      await check(help, 'shortcuts dialog');
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'hidden' });
    });
  });
}

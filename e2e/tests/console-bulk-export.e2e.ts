import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { messages } from '@souq/contract/messages';
import type { Post } from '@souq/contract/posts';
import type { UserStrikes } from '@souq/contract/strikes';
import { api, openRoute, screenshot } from '../support/browser';
import { fillTemplate as fill } from '../support/console-screens';
import { setupSuite } from '../support/suite';

type PostList = { posts: Post[]; isNext: boolean };

const p = messages.console.posts;
const b = messages.console.bulk;
const x = messages.console.export;
const l = messages.console.list;
const s = messages.console.strikes;

const suite = setupSuite({ signIn: ['admin'] });

/** Every post the list shows for a search, through the list's own route, page by page. */
async function allPosts(textSearch: string): Promise<Post[]> {
  const found: Post[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await api<PostList>(
      suite.admin,
      'GET',
      `/api/post/get-all-posts?page=${page}&itemsPerPage=100&textSearch=${encodeURIComponent(textSearch)}`,
    );
    found.push(...body.posts);
    if (!body.isNext) return found;
  }
}

describe('bulk actions and export on the posts list', () => {
  it('selects 3 posts with the keyboard and mouse, hides them after the question naming the count, and shows them hidden', async () => {
    const { body } = await api<PostList>(suite.admin, 'GET', '/api/post/get-all-posts?page=1&itemsPerPage=10');
    const firstThree = body.posts.slice(0, 3);
    // They start shown, whatever earlier runs left.
    for (const post of firstThree) await api(suite.admin, 'POST', '/api/post/hide-post', { post_id: post._id, active: true });

    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, '/rm-admin/posts');
    const table = page.getByRole('table', { name: p.listTitle });
    await table.getByRole('row').nth(1).waitFor();
    for (const [index, post] of firstThree.entries()) {
      const box = table.getByRole('checkbox', { name: fill(b.selectRow, { name: post.title }) });
      if (index === 0) {
        // Keyboard: the checkbox takes focus and Space ticks it.
        await box.focus();
        await page.keyboard.press('Space');
      } else {
        await box.check();
      }
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await page
      .getByRole('status')
      .filter({ hasText: fill(b.selectedCount, { count: 3 }) })
      .waitFor();
    await screenshot(page, 'posts-three-selected');

    await page.getByRole('group', { name: b.actionsLabel }).getByRole('button', { name: b.hidePosts }).click();
    // Hiding strikes each author: the dialog asks why, and confirms only once a reason is chosen.
    const dialog = page.getByRole('dialog', { name: fill(b.hidePostsConfirm, { count: 3 }) });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: s.confirm });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: messages.console.moderation.reportCategories.spam }).check();
    await dialog.getByLabel(s.note).fill('Bulk hide from the e2e run');
    await screenshot(page, 'posts-hide-three-confirm');
    await confirm.click();
    await page.getByText(fill(b.changed, { count: 3 })).waitFor();

    for (const post of firstThree) {
      const row = table.getByRole('row').filter({ has: page.getByRole('checkbox', { name: fill(b.selectRow, { name: post.title }) }) });
      await row.getByText(p.notActive, { exact: true }).waitFor();
    }
    await screenshot(page, 'posts-three-hidden');
    for (const post of firstThree) {
      const { body: detail } = await api<Post>(suite.admin, 'GET', `/api/post/get-post-by-admin?post_id=${post._id}`);
      expect(detail.active).toBe(false);
      // Each author's record names the strike, with the reason and note chosen.
      const { body: record } = await api<UserStrikes>(suite.admin, 'GET', `/api/admin/strikes?user_id=${post.user_id._id}`);
      const strike = record.strikes.find((one) => one.subject._id === post._id && one.action === 'hide');
      expect(strike).toMatchObject({ reason: 'spam', note: 'Bulk hide from the e2e run' });
    }
    // Shown again for the other tests that read the demo posts.
    for (const post of firstThree) await api(suite.admin, 'POST', '/api/post/hide-post', { post_id: post._id, active: true });
    await context.close();
  });

  it('exports the filtered list as CSV and XLSX, and the files hold exactly the filtered rows', async () => {
    const { body } = await api<PostList>(suite.admin, 'GET', '/api/post/get-all-posts?page=1&itemsPerPage=10');
    const word = body.posts[0]!.title.split(/\s+/).find((w) => w.length >= 4) ?? body.posts[0]!.title;
    const expected = await allPosts(word);
    expect(expected.length).toBeGreaterThan(0);

    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, `/rm-admin/posts?search=${encodeURIComponent(word)}`);
    const table = page.getByRole('table', { name: p.listTitle });
    await table.getByRole('row').nth(1).waitFor();
    await expect.poll(() => page.getByRole('searchbox', { name: l.search }).inputValue()).toBe(word);

    await page.getByRole('button', { name: x.menu }).click();
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: x.csv }).click()]);
    expect(csvDownload.suggestedFilename()).toMatch(/^posts-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await csvDownload.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const workbook = new ExcelJS.Workbook();
    const { Readable } = await import('node:stream');
    const sheet = await workbook.csv.read(Readable.from([csv.subarray(3).toString('utf8')]));
    const ids: string[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) ids.push(String(row.getCell(1).value));
    });
    expect(ids).toEqual(expected.map((post) => post._id));

    await page.getByRole('button', { name: x.menu }).click();
    const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: x.xlsx }).click()]);
    expect(xlsxDownload.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await xlsxDownload.path())!);
    const xlsxSheet = book.worksheets[0]!;
    expect(xlsxSheet.getRow(1).getCell(3).value).toBe(messages.console.exportColumns.title);
    expect(xlsxSheet.rowCount).toBe(expected.length + 1);
    expect(xlsxSheet.getRow(2).getCell(1).value).toBe(expected[0]!._id);
    await context.close();
  });
});

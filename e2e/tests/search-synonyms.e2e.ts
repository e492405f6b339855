import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import type { SearchSynonym } from '@souq/contract/search-synonyms';
import { consoleAr } from '../../apps/web/src/i18n/console/ar';
import { api, openRoute, screenshot } from '../support/browser';
import { fillTemplate, tableNamed as table } from '../support/console-screens';
import { setupSuite } from '../support/suite';
import { joinAsMember } from '../support/members';
import { listProperty } from '../support/market';
import { demoCategoryOfType, firstDistrictOfKuwait } from '../support/demo-data';
import type { ClassifiedSearchResult } from '@souq/contract/members-classifieds';

const en = messages.console.searchSynonyms;
const ar = consoleAr.console.searchSynonyms;
const suffix = Date.now().toString(36);
// Made-up words, so no default synonym the lead seeds can claim them first.
const english = { latin: `Zeeblor${suffix}`, arabic: 'زِيبلُور' };
const arabic = { latin: `quarnex${suffix}`, arabic: 'كوارنكس' };
// A word only a listing of this run has, and an Arabic spelling staff teach the search for it.
const listed = { latin: `vrellix${suffix}`, arabic: 'فريلكسة' };

const suite = setupSuite({
  consolePage: 'admin',
  // Search reads the table on every query: leave no test group behind for other files' searches.
  teardown: async ({ admin }) => {
    for (const word of [english.latin, arabic.latin, listed.latin]) {
      for (const group of await groupsWith(admin, word)) await api(admin, 'DELETE', `/api/search-synonyms/${group._id}`);
    }
  },
});

async function groupsWith(session: typeof suite.admin, word: string): Promise<SearchSynonym[]> {
  const query = new URLSearchParams({ textSearch: word });
  return (await api<{ synonyms: SearchSynonym[] }>(session, 'GET', `/api/search-synonyms?${query.toString()}`)).body.synonyms;
}

/** Types each term into the tags input and confirms it with Enter. */
async function addTerms(page: Page, label: string, terms: readonly string[]): Promise<void> {
  const input = page.getByRole('textbox', { name: label, exact: true });
  for (const term of terms) {
    await input.fill(term);
    await input.press('Enter');
  }
}

describe('search synonyms in the console', () => {
  it('adds a synonym group, which is listed with its stored spellings and found by the list’s search', async () => {
    const { page } = suite;
    await openRoute(page, '/rm-admin/search-synonyms');
    await page.getByRole('heading', { level: 1, name: en.title }).waitFor();
    const list = table(page, en.listTitle);
    await list.waitFor();
    // Reached from the sidebar, beside the other catalogue screens.
    await page.getByRole('navigation').getByRole('link', { name: en.title }).waitFor();
    await screenshot(page, 'search-synonyms');

    await page.getByRole('button', { name: en.add }).click();
    const form = page.getByRole('form', { name: en.addTitle });
    // Nothing typed: the contract's message, nothing sent.
    await form.getByRole('button', { name: en.save }).click();
    await form.getByRole('alert').filter({ hasText: messages.searchSynonym.tooFewTerms }).waitFor();

    await addTerms(page, en.termsLabel, [english.latin, english.arabic]);
    // Shown as written, and what will be stored (no harakat, lower case).
    const terms = form.getByRole('list', { name: en.termsList });
    expect(await terms.getByRole('listitem').allTextContents()).toEqual([english.latin, english.arabic]);
    await form.getByText(`${english.latin.toLowerCase()} · زيبلور`).waitFor();
    await screenshot(page, 'search-synonyms-form');

    await form.getByRole('button', { name: en.save }).click();
    await page.getByRole('status').filter({ hasText: messages.generic.dataAdded }).waitFor();
    const row = list.getByRole('row').filter({ hasText: english.latin.toLowerCase() });
    await row.waitFor();
    expect(await row.textContent()).toContain('زيبلور');
    const [stored] = await groupsWith(suite.admin, english.latin);
    expect(stored?.terms).toEqual([english.latin.toLowerCase(), 'زيبلور']);

    // The list's search normalises as the terms are: with harakat, it still finds the group.
    await page.getByRole('searchbox', { name: messages.console.list.search }).fill('زيبلُور');
    await page.waitForFunction(() => window.location.hash.includes('search='));
    await expect.poll(() => list.getByRole('row').count()).toBe(2);
    await screenshot(page, 'search-synonyms-searched');

    // Delete asks first, naming the group.
    await row.getByRole('button', { name: `${en.delete} ${stored?.terms.join(', ') ?? ''}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(en.confirmDelete).waitFor();
    await screenshot(page, 'search-synonyms-delete-dialog');
    await dialog.getByRole('button', { name: messages.console.confirm.yes }).click();
    await page.getByRole('status').filter({ hasText: messages.searchSynonym.deleted }).waitFor();
    await expect.poll(async () => (await groupsWith(suite.admin, english.latin)).length).toBe(0);
  });

  it('adds a synonym group in Arabic, and explains in Arabic a term another group holds', async () => {
    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, '/rm-admin/search-synonyms');
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('heading', { level: 1, name: ar.title }).waitFor();
    const list = table(page, ar.listTitle);
    await list.waitFor();

    await page.getByRole('button', { name: ar.add }).click();
    const form = page.getByRole('form', { name: ar.addTitle });
    await addTerms(page, ar.termsLabel, [arabic.arabic, arabic.latin]);
    await screenshot(page, 'search-synonyms-ar-form');
    await form.getByRole('button', { name: ar.save }).click();
    await page.getByRole('status').filter({ hasText: consoleAr.generic.dataAdded }).waitFor();
    const row = list.getByRole('row').filter({ hasText: arabic.arabic });
    await row.waitFor();
    expect(await row.textContent()).toContain(arabic.latin);
    await screenshot(page, 'search-synonyms-ar');

    // A second group claiming one of its words is refused, in Arabic, naming the first group.
    await page.getByRole('button', { name: ar.add }).click();
    await addTerms(page, ar.termsLabel, ['كوارنكسي', arabic.arabic]);
    await form.getByRole('button', { name: ar.save }).click();
    const claimed = fillTemplate(consoleAr.searchSynonym.termTaken, { term: arabic.arabic, terms: `${arabic.arabic}, ${arabic.latin}` });
    await form.getByRole('alert').filter({ hasText: claimed }).waitFor();
    await screenshot(page, 'search-synonyms-ar-conflict');
    expect((await groupsWith(suite.admin, arabic.latin)).map((group) => group.terms)).toEqual([[arabic.arabic, arabic.latin]]);
    await context.close();
  });

  it("is used by a member's next search once staff add it, without re-indexing a listing", async () => {
    const seller = await joinAsMember('Hamad Seller');
    const buyer = await joinAsMember('حصة المشترية');
    const where = { property: await demoCategoryOfType(seller, 'property'), district: await firstDistrictOfKuwait(seller) };
    const listing = await listProperty(seller, where, { title: `Penthouse ${listed.latin}`, price: '900', rooms: '4' });
    const searchFor = async (q: string) =>
      (await api<ClassifiedSearchResult>(buyer, 'GET', `/api/v1/classifieds?${new URLSearchParams({ q, country_id: 'KW' }).toString()}`)).body;
    // The buyer writes the word in Arabic letters: before staff teach it, nothing matches.
    expect((await searchFor('فريلكسه')).classifieds).toEqual([]);

    const { page } = suite;
    await openRoute(page, '/rm-admin/search-synonyms');
    await page.getByRole('button', { name: en.add }).click();
    const form = page.getByRole('form', { name: en.addTitle });
    await addTerms(page, en.termsLabel, [listed.arabic, listed.latin]);
    await form.getByRole('button', { name: en.save }).click();
    await page.getByRole('status').filter({ hasText: messages.generic.dataAdded }).waitFor();

    // The next search, typed in the members' app on a phone in Arabic, with ه for ة.
    const { context, page: phone } = await suite.memberPage(buyer, 'ar', true);
    await phone.goto(`/#/app/classifieds/search?${new URLSearchParams({ q: 'فريلكسه' }).toString()}`);
    await phone.getByText(`Penthouse ${listed.latin}`).waitFor();
    await screenshot(phone, 'search-synonyms-used-by-member-ar');
    expect((await searchFor('فريلكسه')).classifieds.map((item) => item._id)).toEqual([listing._id]);
    await context.close();
  });
});

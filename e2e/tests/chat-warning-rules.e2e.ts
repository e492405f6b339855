import { describe, expect, it } from 'vitest';
import type { ChatWarningRuleList } from '@souq/contract/chat-warnings';
import { messages } from '@souq/contract/messages';
import { consoleAr } from '../../apps/web/src/i18n/console/ar';
import { api, openRoute, screenshot } from '../support/browser';
import { checkScreen } from '../support/console-checks';
import { setupSuite } from '../support/suite';

/** The console's chat-warning rules: staff add a phrase in Arabic, and delete it after a confirmation. */

const en = messages.console.chatWarnings;
const ar = consoleAr.console.chatWarnings;
// A made-up phrase, so no seeded rule holds it; stored without its harakat.
const run = Date.now().toString(36);
const phrase = { typed: `أرسِل الكود ${run}`, stored: `ارسل الكود ${run}` };

const suite = setupSuite({
  consolePage: 'admin',
  teardown: async ({ admin }) => {
    const { rules } = (await api<ChatWarningRuleList>(admin, 'GET', '/api/chat-warning-rules')).body;
    for (const rule of rules.filter((r) => r.text?.includes(run))) await api(admin, 'DELETE', `/api/chat-warning-rules/${rule._id}`);
  },
});

describe('chat warning rules in the console', () => {
  it('passes axe for admin and dataentry, with one h1 and its own tab title', async () => {
    expect(await checkScreen(suite.page, '/rm-admin/chat-warnings')).toBe(`${en.title} · Souq`);
    const dataentry = await suite.consolePage('dataentry');
    try {
      await checkScreen(dataentry.page, '/rm-admin/chat-warnings');
    } finally {
      await dataentry.context.close();
    }
  });

  it('adds a phrase in Arabic, stored normalised, and deletes it after a confirmation', async () => {
    const { page } = suite;
    await openRoute(page, '/rm-admin/chat-warnings');
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('heading', { level: 1, name: ar.title }).waitFor();

    await page.getByRole('button', { name: ar.add }).click();
    const form = page.getByRole('form', { name: ar.addTitle });
    await form.getByRole('textbox', { name: ar.text }).fill(phrase.typed);
    await form.getByRole('combobox', { name: ar.category }).selectOption('bank_transfer');
    await screenshot(page, 'chat-warning-rules-ar-form');
    await form.getByRole('button', { name: ar.save }).click();
    await page.getByRole('status').filter({ hasText: consoleAr.generic.dataAdded }).waitFor();
    const row = page.getByRole('table', { name: ar.title }).getByRole('row').filter({ hasText: phrase.stored });
    await row.waitFor();
    expect(await row.textContent()).toContain(ar.categories.bank_transfer);
    await screenshot(page, 'chat-warning-rules-ar');

    await row.getByRole('button', { name: `${ar.delete} ${phrase.stored}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(ar.confirmDelete).waitFor();
    await screenshot(page, 'chat-warning-rules-ar-confirm');
    await dialog.getByRole('button', { name: consoleAr.console.confirm.yes }).click();
    await page.getByRole('status').filter({ hasText: consoleAr.chatWarning.deleted }).waitFor();
    const { rules } = (await api<ChatWarningRuleList>(suite.admin, 'GET', '/api/chat-warning-rules')).body;
    expect(rules.some((rule) => rule.text === phrase.stored)).toBe(false);
  });
});

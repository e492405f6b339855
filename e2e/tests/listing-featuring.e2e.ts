import { describe, expect, it } from 'vitest';
import { fillTemplate } from '@souq/contract/fill-template';
import type { ListingFeature } from '@souq/contract/listing-featuring';
import { messages } from '@souq/contract/messages';
import { api, openRoute, screenshot } from '../support/browser';
import { categoryOfType, demoCategories } from '../support/demo-data';
import { setupSuite } from '../support/suite';

/** Staff feature a post from its detail, after a confirmation; the dashboard counts it, and stopping ends it. */

const t = messages.console.classifieds;
const suite = setupSuite({ signIn: ['admin'], seed: async ({ admin }) => ({ categories: await demoCategories(admin) }) });

describe('featuring a post in the console', () => {
  it('features a post for 3 days after a confirmation, counts it on the dashboard, and stops it', async () => {
    const boat = categoryOfType(suite.categories, 'boat');
    // Only a listing on sale can be featured: the members' search answers those alone (allowed,
    // not sold, within its lifetime), where the console's list also holds sold ones.
    const query = new URLSearchParams({ category_id: boat._id, country_id: 'KW', limit: '5' });
    const { body } = await api<{ classifieds: { _id: string }[] }>(suite.admin, 'GET', `/api/v1/classifieds?${query.toString()}`);
    const post = body.classifieds[0];
    if (!post) throw new Error('no boat posts in the demo data');
    const countBefore = (await api<{ featuredNow: number }>(suite.admin, 'GET', '/api/admin/featured-count')).body.featuredNow;

    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, `/rm-admin/classifieds/posts?id=${boat._id}&classified=${boat.category_en.replace(/&/g, '-')}&post=${post._id}`);
    const dialog = page.getByRole('dialog', { name: t.detailTitle });
    await dialog.getByTestId('featured-state').getByText(t.notFeatured).waitFor();
    await dialog.getByLabel(t.featureDays).selectOption('3');
    await dialog.getByRole('button', { name: fillTemplate(t.featureFor, { days: 3 }) }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: fillTemplate(t.confirmFeature, { days: 3 }) });
    await confirm.getByRole('button', { name: messages.console.confirm.yes }).click();
    await dialog.getByText(messages.generic.updateSuccess).waitFor();
    await dialog.getByRole('button', { name: t.unfeature }).waitFor();
    await screenshot(page, 'listing-featuring-detail');
    const state = await api<ListingFeature>(suite.admin, 'GET', `/api/classifieds/featured?classified_id=${post._id}`);
    expect(state.body.featuredUntil).not.toBeNull();

    await openRoute(page, '/rm-admin/dashboard');
    const card = page.getByRole('group', { name: messages.console.dashboard.cards.featuredNow });
    await expect.poll(() => card.getByTestId('stat-value').textContent(), { timeout: 30_000 }).toBe(String(countBefore + 1));
    await screenshot(page, 'listing-featuring-dashboard');

    await openRoute(page, `/rm-admin/classifieds/posts?id=${boat._id}&classified=${boat.category_en.replace(/&/g, '-')}&post=${post._id}`);
    await dialog.getByRole('button', { name: t.unfeature }).click();
    await page.getByRole('dialog').filter({ hasText: t.confirmUnfeature }).getByRole('button', { name: messages.console.confirm.yes }).click();
    await dialog.getByTestId('featured-state').getByText(t.notFeatured).waitFor();
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import type { ClassifiedSearchResult } from '@souq/contract/members-classifieds';
import { api, apiLogin, waitForRoute } from '../support/browser';
import { EXPIRED_LISTING } from '../support/expired-listing';
import { ACCOUNTS } from '../support/accounts';
import { screenshotFromTop as screenshot } from '../support/member-pages';
import { setupSuite } from '../support/suite';

/**
 * A listing's lifetime: past it, the listing is not found in search; its owner sees it expired in
 * My listings, renews it with one tap, and it is found again.
 */

const suite = setupSuite({ signIn: ['user'] });

const searchUrl = `/#/app/classifieds/search?q=${EXPIRED_LISTING.word}`;

describe('a listing past its lifetime', () => {
  it('is not found in search; its owner renews it in one tap and it is found again', async () => {
    const visitor = await suite.visitorPage({ mobile: true });
    const found = await api<ClassifiedSearchResult>(await apiLogin('admin'), 'GET', `/api/v1/classifieds?q=${EXPIRED_LISTING.word}`);
    expect(found.body.classifieds.map((item) => item.title)).not.toContain(EXPIRED_LISTING.title);
    await visitor.page.goto(searchUrl);
    await visitor.page.getByRole('heading', { name: new RegExp(EXPIRED_LISTING.word) }).waitFor();
    expect(await visitor.page.getByTestId('listing-card').count()).toBe(0);

    const member = { ...suite.session('user'), id: '', email: ACCOUNTS.user.email, password: ACCOUNTS.user.password, name: ACCOUNTS.user.name };
    const { context, page } = await suite.memberPage(member, 'ar', true);
    await page.goto('/#/app/classifieds/mine');
    await waitForRoute(page, '/app/classifieds/mine');
    const status = page.getByRole('group', { name: `حالة ${EXPIRED_LISTING.title}` });
    await status.getByText('منتهي', { exact: true }).waitFor();
    await screenshot(page, 'listing-lifetime-expired-phone-ar');
    await status.getByRole('button', { name: 'تجديد' }).click();
    await status.getByText('تم التجديد: عاد معروضًا للبيع في أعلى الأحدث.').waitFor();
    await status.getByText('نشط', { exact: true }).waitFor();
    await screenshot(page, 'listing-lifetime-renewed-phone-ar');
    await context.close();

    await visitor.context.close();
    // A new visitor: the first one's tab keeps its earlier answer cached.
    const later = await suite.visitorPage({ mobile: true });
    await later.page.goto(searchUrl);
    await later.page.getByTestId('listing-card').filter({ hasText: EXPIRED_LISTING.title }).waitFor({ timeout: 30_000 });
    await screenshot(later.page, 'listing-lifetime-found-again-phone');
    await later.context.close();
  });
});

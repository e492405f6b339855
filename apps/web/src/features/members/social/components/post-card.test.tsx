import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as membersApi from '@/lib/members/api';
import { clearMemberSession, saveMemberSession } from '@/lib/members/session';
import { memberPost } from '@/test/member-post';
import { renderForMembers, startMembersLanguage } from '@/test/members';
import { socialEn } from '@/i18n/members/social.en';
import { membersEn } from '@/i18n/members/members.en';
import { socialTextsLoader } from '@/i18n/members/social';
import { loadPostRoutes } from '../route-specs';
import { PostCard } from './post-card';

const post = memberPost('p1', { title: 'A boat for sale' });

beforeAll(async () => {
  // The report's autosizing Textarea listens for web fonts, which jsdom lacks.
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: vi.fn(), removeEventListener: vi.fn() } });
  await startMembersLanguage('en');
  await socialTextsLoader();
  await loadPostRoutes();
  // A member's card: a visitor's Report asks them to join instead (join-prompt.test.tsx).
  saveMemberSession({ _id: 'member-1', name: 'Bana', email: 'bana@souq.test', role: 'user', photo: null, token: 'member.token' });
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => clearMemberSession());

describe('PostCard', () => {
  it('opens its More menu and then the report dialog, both fetched on first use, and sends the report', async () => {
    const call = vi.spyOn(membersApi, 'callMemberRoute').mockResolvedValue({ done: true });
    const user = userEvent.setup();
    renderForMembers(
      <QueryClientProvider client={new QueryClient()}>
        <PostCard post={post} />
      </QueryClientProvider>,
    );
    // The button shows at once; the menu's code is fetched on the first tap, and the menu opens when it arrives.
    const more = await screen.findByRole('button', { name: socialEn.post.more });
    expect(more).not.toHaveAttribute('aria-expanded');
    await user.click(more);
    await user.click(await screen.findByRole('menuitem', { name: socialEn.post.report }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await user.click(await screen.findByRole('radio', { name: membersEn.report.categories.scam }));
    await user.type(await screen.findByRole('textbox', { name: new RegExp(socialEn.report.reason) }), 'Copied photos');
    await user.click(screen.getByRole('button', { name: socialEn.report.send }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        expect.objectContaining({ path: expect.stringContaining('/report') }),
        { category: 'scam', reason: 'Copied photos' },
        { params: { id: 'p1' } },
      ),
    );
    // Sent: the dialog closes.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});

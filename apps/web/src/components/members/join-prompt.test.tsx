import { useState } from 'react';
import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearMemberSession, saveMemberSession } from '@/lib/members/session';
import { takeReturnTo, useMembersOnly } from '@/lib/members/visitors';
import { renderForMembers, startMembersLanguage } from '@/test/members';
import { JoinPromptHost, JoinPromptPanel } from './join-prompt';

const member = { _id: 'member-1', name: 'Bana', email: 'bana@souq.test', role: 'user' as const, photo: null, token: 'member.token' };

/** A screen with one members-only action, as the listing page has Favourite. */
function Screen() {
  const membersOnly = useMembersOnly();
  const [saved, setSaved] = useState(false);
  return (
    <>
      <Button onClick={membersOnly('favourite', () => setSaved(true))}>Favourite</Button>
      {saved && <p>Saved</p>}
      <JoinPromptHost />
    </>
  );
}

describe('the join prompt', () => {
  beforeEach(async () => {
    await startMembersLanguage('en');
  });
  afterEach(() => {
    clearMemberSession();
    window.localStorage.clear();
  });

  it('asks a visitor to join instead of acting, and Log in remembers where they were', async () => {
    const user = userEvent.setup();
    renderForMembers(<Screen />, '/app/classifieds/listing-1?from=search');
    await user.click(await screen.findByRole('button', { name: 'Favourite' }));
    // The sheet and its texts load on first use.
    const dialog = await screen.findByRole('dialog', { name: 'Join Souq to save this listing' }, { timeout: 10_000 });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Join Souq' })).toHaveAttribute('href', '/app/register');
    await user.click(within(dialog).getByRole('link', { name: 'Log in' }));
    expect(takeReturnTo()).toBe('/app/classifieds/listing-1?from=search');
  });

  it('lets a member act at once, with no prompt', async () => {
    saveMemberSession(member);
    const user = userEvent.setup();
    renderForMembers(<Screen />, '/app/classifieds/listing-1');
    await user.click(await screen.findByRole('button', { name: 'Favourite' }));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Arabic, in place of a personal tab too', async () => {
    await startMembersLanguage('ar');
    const user = userEvent.setup();
    renderForMembers(<JoinPromptPanel reason="personal" />, '/app/chat');
    expect(await screen.findByRole('heading', { name: 'انضم إلى سوق أو سجّل الدخول لرؤية هذا' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'انضم إلى سوق' }));
    // A personal tab's own address: after joining, the member sees the tab they asked for.
    expect(takeReturnTo()).toBe('/app/chat');
  });
});

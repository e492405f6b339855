import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemberStory } from '@souq/contract/members-posts';
import { renderForMembers, startMembersLanguage } from '@/test/members';
import { socialEn } from '@/i18n/members/social.en';
import { socialTextsLoader } from '@/i18n/members/social';
import { StoryViewer } from './story-viewer';

const story = (id: string, description: string): MemberStory => ({
  _id: id,
  story_type: 'image',
  story_url: `/uploads/stories/${id}.png`,
  thumbnail_url: null,
  description,
  createdAt: new Date('2026-11-26T08:00:00Z'),
  expiresAt: new Date('2026-11-27T08:00:00Z'),
  // Seen already: the viewer sends no view, so the test needs no API.
  seen: true,
});

const groups = [{ user: { _id: 'u1', name: 'Salem', photo: null }, stories: [story('s1', 'First'), story('s2', 'Second')], allSeen: true }];

beforeAll(async () => {
  await startMembersLanguage('en');
  await socialTextsLoader();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderViewer(onClose = vi.fn()) {
  renderForMembers(
    <QueryClientProvider client={new QueryClient()}>
      <StoryViewer groups={groups} startGroup={0} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('StoryViewer', () => {
  it('moves on from a photo by itself, and holds it while paused until Play', () => {
    vi.useFakeTimers();
    const onClose = renderViewer();
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByText('Second')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: socialEn.stories.pause }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: socialEn.stories.play }));
    act(() => vi.advanceTimersByTime(6000));
    // The last story's time is up: the viewer closes.
    expect(onClose).toHaveBeenCalled();
  });
});

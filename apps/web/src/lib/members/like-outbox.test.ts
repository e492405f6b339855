import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dropLike, queueLike, useWaitingLike, waitingLikes } from './like-outbox';

const MEMBER = 'a1b2c3d4-0000-4000-8000-000000000001';
const OTHER = 'a1b2c3d4-0000-4000-8000-000000000002';

describe('likes made offline, waiting for the network', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the latest intent per post, for this member only', () => {
    queueLike(MEMBER, 'p1', true);
    queueLike(MEMBER, 'p2', true);
    queueLike(MEMBER, 'p1', false);
    expect(waitingLikes(MEMBER)).toEqual({ p1: false, p2: true });
    expect(waitingLikes(OTHER)).toEqual({});
  });

  it('drops a sent like, but not one the member changed meanwhile', () => {
    queueLike(MEMBER, 'p1', true);
    dropLike(MEMBER, 'p1', false);
    expect(waitingLikes(MEMBER)).toEqual({ p1: true });
    dropLike(MEMBER, 'p1', true);
    expect(waitingLikes(MEMBER)).toEqual({});
    expect(window.localStorage.length).toBe(0);
  });

  it('tells a card whether its like waits, as it changes', () => {
    const { result } = renderHook(() => useWaitingLike(MEMBER, 'p1'));
    expect(result.current).toBeUndefined();
    act(() => queueLike(MEMBER, 'p1', true));
    expect(result.current).toBe(true);
    act(() => dropLike(MEMBER, 'p1', true));
    expect(result.current).toBeUndefined();
  });

  it('ignores what it cannot read', () => {
    window.localStorage.setItem(`souq-like-outbox:${MEMBER}`, '[1,2]');
    expect(waitingLikes(MEMBER)).toEqual({});
    window.localStorage.setItem(`souq-like-outbox:${MEMBER}`, JSON.stringify({ p1: 'yes', p2: false }));
    expect(waitingLikes(MEMBER)).toEqual({ p2: false });
  });
});

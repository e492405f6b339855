import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAVED_AT_HEADER } from './saved-copies-policy';
import { forgetSavedCopies, noteAnswer, useSavedCopyTime } from './saved-copies';

describe('whether the screens show saved copies', () => {
  it('follows the latest answer: a saved copy marks the screens, a network answer clears the mark', () => {
    const { result } = renderHook(() => useSavedCopyTime());
    expect(result.current).toBeNull();
    act(() => noteAnswer(new Response('{}', { headers: { [SAVED_AT_HEADER]: '1764318000000' } })));
    expect(result.current).toBe(1764318000000);
    act(() => noteAnswer(new Response('{}')));
    expect(result.current).toBeNull();
  });

  it('forgets the mark with the copies (log out)', async () => {
    const { result } = renderHook(() => useSavedCopyTime());
    act(() => noteAnswer(new Response('{}', { headers: { [SAVED_AT_HEADER]: '1764318000000' } })));
    await act(() => forgetSavedCopies());
    expect(result.current).toBeNull();
  });
});

import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from './use-object-url';

let made = 0;
beforeEach(() => {
  made = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++made}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('useObjectUrl', () => {
  it('answers null without a file', () => {
    const { result } = renderHook(() => useObjectUrl(null));
    expect(result.current).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('previews a file, and revokes the old address when the file changes and the last one when it goes', () => {
    const first = png('a.png');
    const second = png('b.png');
    const { result, rerender, unmount } = renderHook(({ file }: { file: File | null }) => useObjectUrl(file), {
      initialProps: { file: first as File | null },
    });
    expect(result.current).toBe('blob:preview-1');
    expect(URL.createObjectURL).toHaveBeenLastCalledWith(first);

    rerender({ file: second });
    expect(result.current).toBe('blob:preview-2');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');

    rerender({ file: null });
    expect(result.current).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');

    rerender({ file: first });
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenLastCalledWith('blob:preview-3');
  });
});

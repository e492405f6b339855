import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BANNER_HIDE_MS } from '@souq/contract/constants';
import { renderWithMantine } from '@/test/render';
import { StatusBanner, useStatusBanner } from './status-banner';

let show: (message: string) => void = () => undefined;
function Harness() {
  const { banner, showSuccess } = useStatusBanner();
  show = showSuccess;
  return <StatusBanner banner={banner} />;
}

describe('StatusBanner', () => {
  it('hides after 3 seconds, and the same text shown again starts the 3 seconds again', () => {
    vi.useFakeTimers();
    try {
      renderWithMantine(<Harness />);
      act(() => show('Update Success'));
      expect(screen.getByRole('status')).toHaveTextContent('Update Success');
      act(() => vi.advanceTimersByTime(BANNER_HIDE_MS - 500));
      act(() => show('Update Success'));
      act(() => vi.advanceTimersByTime(BANNER_HIDE_MS - 500));
      expect(screen.getByRole('status')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(600));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

import { act, renderHook, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/console/messages';
import { renderWithMantine } from '@/test/render';
import { BulkActionBar } from './bulk-action-bar';
import { useRowSelection } from './row-selection';

describe('BulkActionBar', () => {
  it('draws the red action last, at the end edge, as rows draw delete', () => {
    const { result } = renderHook(() => useRowSelection('filter'));
    act(() => result.current.setMany(['a', 'b'], true));
    const run = vi.fn();
    renderWithMantine(
      <BulkActionBar
        selection={result.current}
        pageIds={['a', 'b']}
        filter={{}}
        actions={[
          { key: 'block', label: 'Block', confirm: 'Block {count} users?', run, danger: true },
          { key: 'unblock', label: 'Unblock', confirm: 'Unblock {count} users?', run },
        ]}
        onDone={vi.fn()}
      />,
    );
    const group = screen.getByRole('group', { name: messages.console.bulk.actionsLabel });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Unblock', 'Block']);
  });
});

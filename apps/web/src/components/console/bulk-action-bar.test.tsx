import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
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

  it('asks the reason before an action that strikes, and sends it with the note', async () => {
    const { result } = renderHook(() => useRowSelection('filter'));
    act(() => result.current.setMany(['a', 'b'], true));
    const run = vi.fn().mockResolvedValue({ changed: 2, notFound: [] });
    renderWithMantine(
      <BulkActionBar
        selection={result.current}
        pageIds={['a', 'b']}
        filter={{}}
        actions={[{ key: 'hide', label: 'Hide', confirm: 'Hide {count} posts?', run, danger: true, strikes: true }]}
        onDone={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide 2 posts?' });
    const confirm = within(dialog).getByRole('button', { name: messages.console.strikes.confirm });
    expect(confirm).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('radio', { name: messages.console.moderation.reportCategories.spam }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: messages.console.strikes.note }), { target: { value: 'Ads' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(run).toHaveBeenCalledWith({ ids: ['a', 'b'] }, { reason: 'spam', note: 'Ads' }));
  });
});

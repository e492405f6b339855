import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/console/messages';
import { renderWithMantine } from '@/test/render';
import { ConfirmDialog } from './confirm-dialog';

const c = messages.console.confirm;

describe('ConfirmDialog', () => {
  it("asks the spec's question with Cancel focused first, so Enter never deletes", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithMantine(<ConfirmDialog opened message={messages.category.confirmDelete} onConfirm={onConfirm} onCancel={onCancel} />);
    expect(await screen.findByText(messages.category.confirmDelete)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: c.no })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: c.yes }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("names the record it asks about in its title, the spec's question below", async () => {
    renderWithMantine(<ConfirmDialog opened title="Delete the user Ahmad Ali?" message={messages.user.confirmDelete} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(await screen.findByRole('dialog', { name: 'Delete the user Ahmad Ali?' })).toBeInTheDocument();
    expect(screen.getByText(messages.user.confirmDelete)).toBeInTheDocument();
    expect(screen.queryByText(c.title)).not.toBeInTheDocument();
  });

  it('cannot be cancelled while busy and shows why the action failed', async () => {
    const onCancel = vi.fn();
    renderWithMantine(<ConfirmDialog opened busy error={messages.category.inUse} message="Delete?" onConfirm={vi.fn()} onCancel={onCancel} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.category.inUse);
    expect(screen.getByRole('button', { name: c.no })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});

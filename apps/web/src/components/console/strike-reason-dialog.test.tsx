import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/console/messages';
import { renderWithMantine } from '@/test/render';
import { StrikeReasonDialog } from './strike-reason-dialog';

const s = messages.console.strikes;
const reasons = messages.console.moderation.reportCategories;

describe('StrikeReasonDialog', () => {
  it('acts only once a reason is chosen, from the keyboard too, with the note carried over', async () => {
    const onConfirm = vi.fn();
    renderWithMantine(<StrikeReasonDialog opened title={s.hideTitle} initialNote="Insults" onConfirm={onConfirm} onCancel={vi.fn()} />);
    expect(await screen.findByRole('dialog', { name: s.hideTitle })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: s.confirm });
    expect(confirm).toBeDisabled();
    expect(screen.getByLabelText(s.note)).toHaveValue('Insults');
    await userEvent.click(screen.getByRole('radio', { name: reasons.spam }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: reasons.scam })).toBeChecked();
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'scam', note: 'Insults' });
  });

  it('cancels with Escape and sends no blank note', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithMantine(<StrikeReasonDialog opened title={s.blockTitle} message="Block Ahmad?" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(await screen.findByText('Block Ahmad?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: reasons.other }));
    await userEvent.type(screen.getByLabelText(s.note), '   ');
    await userEvent.click(screen.getByRole('button', { name: s.confirm }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'other', note: null });
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

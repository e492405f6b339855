import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderForMembers, startMembersLanguage } from '@/test/members';
import { ScamWarningCard } from './scam-warning-card';

async function seriousViolations(container: HTMLElement) {
  const { violations } = await axe.run(container);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}

describe('the scam warning card', () => {
  it('warns in Arabic first: the general advice, then one line per category the message hit', async () => {
    await startMembersLanguage('ar');
    const { container } = renderForMembers(<ScamWarningCard warnings={['advance_payment', 'bank_transfer']} />);
    const card = await screen.findByTestId('scam-warning');
    expect(within(card).getByText('تنبيه')).toBeTruthy();
    expect(within(card).getByText('لا تحوّل أي مبلغ أو عربون قبل أن ترى الغرض وتستلمه. سوق لا يطلب منك الدفع مقدماً.')).toBeTruthy();
    const lines = within(card).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'هذه الرسالة تطلب مالاً أو عربوناً قبل أن ترى الغرض. ادفع فقط عند المقابلة والاستلام.',
      'هذه الرسالة فيها حساب بنكي أو طلب تحويل. التحويل لشخص لا تعرفه لا يمكن استرجاعه.',
    ]);
    for (const line of lines) expect(line.getAttribute('dir')).toBe('auto');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('speaks English to an English reader', async () => {
    await startMembersLanguage('en');
    renderForMembers(<ScamWarningCard warnings={['off_platform']} />);
    const card = await screen.findByTestId('scam-warning');
    expect(within(card).getByText(/Souq never asks you to pay in advance/)).toBeTruthy();
    expect(within(card).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows nothing for a message that hit no rule', async () => {
    await startMembersLanguage('en');
    renderForMembers(<ScamWarningCard warnings={[]} />);
    expect(screen.queryByTestId('scam-warning')).toBeNull();
    expect(screen.queryByText(/Souq never asks/)).toBeNull();
  });
});

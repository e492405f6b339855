import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyAccount } from '@souq/contract/members-account';
import { myAccount } from '@/test/my-account';
import { messages } from '@souq/contract/messages';
import { accountTextsLoader } from '@/i18n/members/account';
import { myAccountKey } from '@/lib/members/my-account';
import { renderForMembers, startMembersLanguage } from '@/test/members';
import { PhonePage } from './phone-page';

const account = myAccount();

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The phone routes as the server answers them: a code for the number, the right code 123456 only. */
function phoneServer() {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    sent.push({ url, body });
    if (url.endsWith('/api/v1/me/phone/verify')) {
      if (body.code === '123456') return json({ phone: '+96550001234', phoneVerified: true, showPhone: true });
      const error = messages.members.account.codeWrong;
      return json({ error, fields: { code: error } }, 400);
    }
    if (url.endsWith('/api/v1/me/phone') && init?.method === 'PATCH') return json({ phone: '+96550001234', phoneVerified: true, showPhone: body.showPhone });
    return json({ phone: '+96550001234', phoneVerified: false, showPhone: true, codeExpiresAt: new Date(Date.now() + 600_000).toISOString() });
  });
  return sent;
}

function showPage(me: MyAccount = account) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  client.setQueryData(myAccountKey, me);
  return renderForMembers(
    <QueryClientProvider client={client}>
      <PhonePage />
    </QueryClientProvider>,
  );
}

describe('the phone verification screen', () => {
  beforeEach(async () => {
    await startMembersLanguage('en');
    await accountTextsLoader();
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends a code to the number typed in Arabic-Indic digits, refuses a wrong code, then says verified', async () => {
    const sent = phoneServer();
    showPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /Mobile number/ }), '٥٠٠٠ ١٢٣٤');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    const sentence = await screen.findByText(/We sent a 6-digit code to/);
    // The number is a left-to-right island inside the sentence.
    expect(sentence.querySelector('bdi[dir="ltr"]')).toHaveTextContent('+96550001234');
    expect(sent[0]?.body).toEqual({ phone: '5000 1234' });

    const code = screen.getByRole('textbox', { name: /6-digit code/ });
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.members.account.codeWrong)).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '١٢٣ ٤٥٦');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getAllByRole('status').some((status) => status.textContent === 'Your mobile number is verified.')).toBe(true));
    expect(sent.at(-1)?.body).toEqual({ code: '123456' });
    expect(screen.getByRole('switch', { name: /Show my number on my listings/ })).toBeChecked();
  });

  it('hides the verified number from the listings with the switch', async () => {
    const sent = phoneServer();
    showPage({ ...account, phone: '+96550001234', phoneVerified: true });
    await userEvent.click(await screen.findByRole('switch', { name: /Show my number on my listings/ }));
    expect(await screen.findByText('Your number is hidden from your listings.')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ body: { showPhone: false } })]);
  });

  it('says it in Arabic, the wrong code too', async () => {
    await startMembersLanguage('ar');
    phoneServer();
    showPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /رقم الهاتف المحمول/ }), '50001234');
    await userEvent.click(screen.getByRole('button', { name: 'أرسل الرمز' }));
    const code = await screen.findByRole('textbox', { name: /الرمز المكوّن من ٦ أرقام/ });
    // The number stays one left-to-right island inside the Arabic sentence.
    expect(screen.getByText(/أرسلنا رمزًا/).querySelector('bdi[dir="ltr"]')).toHaveTextContent('+96550001234');
    await userEvent.type(code, '٠٠٠٠٠٠');
    await userEvent.click(screen.getByRole('button', { name: 'تأكيد' }));
    expect(await screen.findByText('هذا الرمز غير صحيح: راجع الرسالة النصية وحاول مرة أخرى')).toBeInTheDocument();
  });
});

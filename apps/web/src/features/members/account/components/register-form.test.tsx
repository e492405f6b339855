import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@souq/contract/messages';
import { ApiError } from '@/lib/api-client';
import { renderForMembers, startMembersLanguage } from '@/test/members';
import { RegisterForm } from './register-form';

const a = messages.members.account;

async function fill(fields: { name?: string; email?: string; password?: string }) {
  if (fields.name !== undefined) await userEvent.type(screen.getByRole('textbox', { name: /name|اسمك/i }), fields.name);
  if (fields.email !== undefined) await userEvent.type(screen.getByRole('textbox', { name: /e-mail|البريد/i }), fields.email);
  if (fields.password !== undefined) await userEvent.type(screen.getByLabelText(/^password|^كلمة المرور/i), fields.password);
}

const submit = (name: RegExp) => userEvent.click(screen.getByRole('button', { name }));

describe('the register form', () => {
  beforeEach(async () => {
    await startMembersLanguage('en');
  });

  it('checks with the contract’s rules and messages before sending anything', async () => {
    const onRegister = vi.fn(async () => undefined);
    renderForMembers(<RegisterForm onRegister={onRegister} />);
    await submit(/create account/i);
    for (const text of [a.nameRequired, a.emailRequired, a.passwordRequired]) expect(await screen.findByText(text)).toBeInTheDocument();

    await fill({ name: 'Mona', email: 'not-an-address', password: 'short' });
    await submit(/create account/i);
    expect(await screen.findByText(a.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(a.passwordTooShort)).toBeInTheDocument();
    expect(onRegister).not.toHaveBeenCalled();
  });

  it('refuses a 9-character password before sending, saying it needs 10', async () => {
    const onRegister = vi.fn(async () => undefined);
    renderForMembers(<RegisterForm onRegister={onRegister} />);
    await fill({ name: 'Mona', email: 'mona@example.com', password: 'k7#Vq!m2Z' });
    await submit(/create account/i);
    expect(await screen.findByText('The password must have at least 10 characters')).toBeInTheDocument();
    expect(onRegister).not.toHaveBeenCalled();
  });

  it('shows the server’s too-common refusal on the password field, in Arabic', async () => {
    await startMembersLanguage('ar');
    const onRegister = vi.fn(async () => {
      throw new ApiError(400, a.passwordTooCommon, { password: a.passwordTooCommon });
    });
    renderForMembers(<RegisterForm onRegister={onRegister} />);
    await fill({ name: 'منى', email: 'mona@example.com', password: 'password1234' });
    await submit(/إنشاء الحساب/);
    expect(await screen.findByText('كلمة المرور هذه شائعة جدًا أو سهلة التخمين: اختر كلمة أطول، مثل بضع كلمات لا رابط بينها')).toBeInTheDocument();
  });

  it('offers the countries by name, the browser’s own chosen first, and sends the checked values', async () => {
    const onRegister = vi.fn(async () => undefined);
    renderForMembers(<RegisterForm onRegister={onRegister} />);
    const country = screen.getByRole('combobox', { name: /country/i });
    // jsdom's browser says en-US.
    expect(country).toHaveValue('US');
    await userEvent.selectOptions(country, 'KW');
    await fill({ name: '  Mona Saleh ', email: ' mona@example.com ', password: 'a-long-password' });
    await submit(/create account/i);
    await waitFor(() => expect(onRegister).toHaveBeenCalledOnce());
    expect(onRegister).toHaveBeenCalledWith({
      name: 'Mona Saleh',
      email: 'mona@example.com',
      password: 'a-long-password',
      country_id: 'KW',
    });
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    const onRegister = vi.fn(async () => {
      throw new ApiError(409, a.emailTaken);
    });
    renderForMembers(<RegisterForm onRegister={onRegister} />);
    await fill({ name: 'Mona', email: 'mona@example.com', password: 'a-long-password' });
    await submit(/create account/i);
    expect(await screen.findByRole('alert')).toHaveTextContent(a.emailTaken);
    expect(screen.getByRole('textbox', { name: /name/i })).toHaveValue('Mona');
    expect(screen.getByRole('textbox', { name: /e-mail/i })).toHaveValue('mona@example.com');
  });

  it('puts a refusal that names a field on that field', async () => {
    const onRegister = vi.fn(async () => {
      throw new ApiError(400, messages.generic.invalidInput, { country_id: a.countryInvalid });
    });
    renderForMembers(<RegisterForm onRegister={onRegister} />);
    await fill({ name: 'Mona', email: 'mona@example.com', password: 'a-long-password' });
    await submit(/create account/i);
    const country = screen.getByRole('combobox', { name: /country/i });
    await waitFor(() => expect(country).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(a.countryInvalid)).toBeInTheDocument();
  });

  it('says it all in Arabic: labels, the schema’s messages and the server’s', async () => {
    await startMembersLanguage('ar');
    const onRegister = vi.fn(async () => {
      throw new ApiError(409, a.emailTaken);
    });
    renderForMembers(<RegisterForm onRegister={onRegister} />);
    await submit(/إنشاء الحساب/);
    expect(await screen.findByText('يُرجى إدخال اسمك')).toBeInTheDocument();
    expect(screen.getByText('يُرجى إدخال بريدك الإلكتروني')).toBeInTheDocument();
    expect(screen.getByText('يُرجى اختيار كلمة مرور')).toBeInTheDocument();
    // Countries by their Arabic names.
    const country = screen.getByRole('combobox', { name: 'الدولة' });
    expect(within(country).getByRole('option', { name: 'الكويت' })).toHaveValue('KW');

    await fill({ name: 'منى', email: 'mona@example.com', password: 'a-long-password' });
    await submit(/إنشاء الحساب/);
    expect(await screen.findByRole('alert')).toHaveTextContent('يوجد حساب بهذا البريد الإلكتروني بالفعل');
    expect(screen.getByRole('textbox', { name: /اسمك/ })).toHaveValue('منى');
  });
});

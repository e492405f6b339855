import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/console/messages';
import { renderWithMantine } from '@/test/render';
import { LoginForm } from './login-form';

const t = messages.console.login;

function renderForm() {
  const onSubmit = vi.fn();
  renderWithMantine(<LoginForm onSubmit={onSubmit} error={null} busy={false} />);
  return {
    onSubmit,
    username: screen.getByLabelText(t.username),
    password: screen.getByLabelText(t.password, { selector: 'input' }),
    submit: screen.getByRole('button', { name: t.submit }),
  };
}

describe('LoginForm', () => {
  it('names the empty fields on submit, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit, username, submit } = renderForm();
    await user.click(submit);
    expect(screen.getByText(messages.login.emptyUsername)).toBeInTheDocument();
    expect(screen.getByText(messages.login.emptyPassword)).toBeInTheDocument();
    expect(username).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a field again as it changes once the form was submitted', async () => {
    const user = userEvent.setup();
    const { username, submit } = renderForm();
    await user.type(username, 'ops@souq.test');
    expect(screen.queryByText(messages.login.emptyPassword)).not.toBeInTheDocument();
    await user.click(submit);
    expect(screen.getByText(messages.login.emptyPassword)).toBeInTheDocument();
    expect(screen.getByLabelText(t.password, { selector: 'input' })).toHaveFocus();
    await user.type(screen.getByLabelText(t.password, { selector: 'input' }), 'x');
    expect(screen.queryByText(messages.login.emptyPassword)).not.toBeInTheDocument();
    await user.clear(username);
    expect(screen.getByText(messages.login.emptyUsername)).toBeInTheDocument();
  });

  it('submits the trimmed e-mail and the password as typed', async () => {
    const user = userEvent.setup();
    const { onSubmit, username, password, submit } = renderForm();
    await user.type(username, '  ops@souq.test ');
    await user.type(password, ' secret ');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'ops@souq.test', password: ' secret ' });
  });
});

import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLock, IconMail } from '@tabler/icons-react';
import type { LoginRequest } from '@souq/contract/auth';
import { checkLoginRequest, type LoginFieldErrors } from '@souq/contract/login-check';
import { consoleShellMessages } from '@souq/contract/messages-console-shell';
import { consoleView } from '@/i18n/console/view';

// Its section of the catalog only (the login route has a JavaScript budget).
const t = consoleView(consoleShellMessages, ['console']).login;

export interface LoginFormProps {
  onSubmit: (values: LoginRequest) => void | Promise<void>;
  /** The inline red line: the server's `error` text or a client message. */
  error: string | null;
  busy: boolean;
}

type Field = keyof LoginRequest;

/**
 * Username (the e-mail), password with show/hide, Login; empty fields never reach the server.
 * Checked by hand rather than with a form library and zod: this is the first screen a person
 * waits for, and those two would be a quarter of its JavaScript. It behaves as the other forms
 * do: errors appear on submit, the first wrong field takes the focus, and after a submit each
 * field is checked again as it changes.
 */
export function LoginForm({ onSubmit, error, busy }: LoginFormProps) {
  const [visible, setVisible] = useState(false);
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    if (!submitted) return;
    const check = checkLoginRequest(next);
    setErrors((current) => ({ ...current, [field]: check.ok ? undefined : check.errors[field] }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const check = checkLoginRequest(values);
    if (!check.ok) {
      setErrors(check.errors);
      inputs[check.errors.email ? 'email' : 'password'].current?.focus();
      return;
    }
    setErrors({});
    void onSubmit(check.values);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
            {error}
          </Alert>
        )}
        <TextInput
          ref={inputs.email}
          name="email"
          label={t.username}
          placeholder={t.usernamePlaceholder}
          type="email"
          autoComplete="username"
          leftSection={<IconMail size={16} />}
          disabled={busy}
          error={errors.email}
          errorProps={{ role: 'alert' }}
          value={values.email}
          onChange={change('email')}
        />
        <PasswordInput
          ref={inputs.password}
          name="password"
          label={t.password}
          autoComplete="current-password"
          leftSection={<IconLock size={16} />}
          disabled={busy}
          visible={visible}
          onVisibilityChange={setVisible}
          visibilityToggleButtonProps={{ 'aria-label': visible ? t.hidePassword : t.showPassword }}
          error={errors.password}
          errorProps={{ role: 'alert' }}
          value={values.password}
          onChange={change('password')}
        />
        <Button type="submit" loading={busy} fullWidth size="md" mt="xs">
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}

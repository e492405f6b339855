import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLock, IconMail } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginRequest, type LoginRequest } from '@souq/contract/auth';
import { messages } from '@souq/contract/messages';

const t = messages.console.login;

export interface LoginFormProps {
  onSubmit: (values: LoginRequest) => void | Promise<void>;
  /** The inline red line: the server's `error` text or a client message. */
  error: string | null;
  busy: boolean;
}

/** Username (the e-mail), password with show/hide, Login; empty fields never reach the server. */
export function LoginForm({ onSubmit, error, busy }: LoginFormProps) {
  const [visible, setVisible] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZLoginRequest), defaultValues: { email: '', password: '' } });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-busy={busy || undefined}>
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
            {error}
          </Alert>
        )}
        <TextInput
          label={t.username}
          placeholder={t.usernamePlaceholder}
          type="email"
          autoComplete="username"
          leftSection={<IconMail size={16} />}
          disabled={busy}
          error={errors.email?.message}
          errorProps={{ role: 'alert' }}
          {...register('email')}
        />
        <PasswordInput
          label={t.password}
          autoComplete="current-password"
          leftSection={<IconLock size={16} />}
          disabled={busy}
          visible={visible}
          onVisibilityChange={setVisible}
          visibilityToggleButtonProps={{ 'aria-label': visible ? t.hidePassword : t.showPassword }}
          error={errors.password?.message}
          errorProps={{ role: 'alert' }}
          {...register('password')}
        />
        <Button type="submit" loading={busy} fullWidth size="md" mt="xs">
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}

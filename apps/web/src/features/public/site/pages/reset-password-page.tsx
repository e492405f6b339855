import { useState } from 'react';
import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { ZNewPassword } from '@souq/contract/auth';
import { messages } from '@/i18n/console/messages';
import { resetPasswordRoute } from '@souq/contract/password-reset';
import { callRoute, errorText } from '@/lib/api-client';
import { PublicShell } from '../components/public-shell';

const t = messages.publicWeb.reset;

interface Values {
  password: string;
  confirm: string;
}

/** #/auth/email-password-change?email=<token> — the query parameter named email carries the token. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('email') ?? '';
  const [done, setDone] = useState(false);
  const reset = useMutation({ mutationFn: (password: string) => callRoute(resetPasswordRoute, { password, token }) });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { password: '', confirm: '' } });

  const submit = handleSubmit((values) => reset.mutate(values.password, { onSuccess: () => setDone(true) }));

  return (
    <PublicShell size="sm">
      <Paper withBorder radius="md" p="xl" maw={440} mx="auto">
        <Stack gap="md">
          <Title order={1} size="h3">
            {t.title}
          </Title>
          {!token && (
            <Alert color="red" role="alert">
              {t.missingToken}
            </Alert>
          )}
          {done ? (
            <Alert color="teal" role="status">
              <Text fw={600}>{messages.password.resetDone}</Text>
              <Text size="sm">{messages.password.loginOnMobile}</Text>
            </Alert>
          ) : (
            <form onSubmit={(event) => void submit(event)} noValidate aria-label={t.title}>
              <Stack gap="md">
                {reset.error && (
                  <Alert color="red" role="alert">
                    {errorText(reset.error)}
                  </Alert>
                )}
                <PasswordInput
                  label={t.password}
                  required
                  autoComplete="new-password"
                  disabled={reset.isPending || !token}
                  error={errors.password?.message}
                  errorProps={{ role: 'alert' }}
                  {...register('password', {
                    validate: (value) => {
                      const checked = ZNewPassword.safeParse(value);
                      return checked.success || (checked.error.issues[0]?.message ?? messages.password.newRequired);
                    },
                  })}
                />
                <PasswordInput
                  label={t.confirm}
                  required
                  autoComplete="new-password"
                  disabled={reset.isPending || !token}
                  error={errors.confirm?.message}
                  errorProps={{ role: 'alert' }}
                  {...register('confirm', {
                    validate: (value, values) => value === values.password || messages.password.resetMismatch,
                  })}
                />
                <Button type="submit" loading={reset.isPending} disabled={!token}>
                  {t.submit}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </PublicShell>
  );
}

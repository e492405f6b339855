import { useState } from 'react';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { ZNewPassword } from '@souq/contract/auth';
import { messages } from '@/i18n/console/messages';
import { resetPasswordRoute } from '@souq/contract/password-reset';
import { BusyForm } from '@/components/form/busy-form';
import { PasswordField } from '@/components/form/password-field';
import { callRoute, errorText } from '@/lib/api-client';
import { PublicShell } from '../components/public-shell';
import { PublicLanguage } from '../components/public-language';

const t = messages.publicWeb.reset;

/** The contract's rules for a new password, and the same password typed twice. */
const ZResetValues = z
  .object({ password: ZNewPassword, confirm: z.string() })
  .refine((values) => values.confirm === values.password, { path: ['confirm'], error: () => messages.password.resetMismatch });
type Values = z.infer<typeof ZResetValues>;

/** #/auth/email-password-change?email=<token> — the query parameter named email carries the token. */
function ResetPassword() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('email') ?? '';
  const [done, setDone] = useState(false);
  const reset = useMutation({ mutationFn: (password: string) => callRoute(resetPasswordRoute, { password, token }) });
  const { control, handleSubmit } = useForm<Values>({ resolver: zodResolver(ZResetValues), defaultValues: { password: '', confirm: '' } });

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
            <BusyForm label={t.title} busy={reset.isPending} onSubmit={(event) => void submit(event)}>
              <Stack gap="md">
                {reset.error && (
                  <Alert color="red" role="alert">
                    {errorText(reset.error)}
                  </Alert>
                )}
                <PasswordField control={control} name="password" label={t.password} required autoComplete="new-password" disabled={!token} />
                <PasswordField control={control} name="confirm" label={t.confirm} required autoComplete="new-password" disabled={!token} />
                <Button type="submit" loading={reset.isPending} disabled={!token}>
                  {t.submit}
                </Button>
              </Stack>
            </BusyForm>
          )}
        </Stack>
      </Paper>
    </PublicShell>
  );
}

/** #/auth/email-password-change?email=<token> — the query parameter named email carries the token. */
export function ResetPasswordPage() {
  // Around the page, so the page itself renders again in the visitor's language.
  return (
    <PublicLanguage>
      <ResetPassword />
    </PublicLanguage>
  );
}

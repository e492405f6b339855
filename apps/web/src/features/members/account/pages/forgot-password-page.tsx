import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZForgotPasswordRequest } from '@souq/contract/password-reset';
import { useServerText } from '@/i18n/members/server-text';
import { BusyForm } from '@/components/form/busy-form';
import { TextField } from '@/components/form/text-field';
import { JoinFrame } from '@/components/members/join-frame';
import { SentenceWithEmail } from '@/components/members/sentence-with-email';
import { errorText } from '@/lib/api-client';
import { memberPaths } from '@/lib/members/paths';
import { requestPasswordReset } from '../join-api';

interface ForgotValues {
  email: string;
}

/**
 * #/app/forgot-password: the e-mail gets a reset link (POST /api/forgot-password) that opens the
 * public reset page (#/auth/email-password-change, which posts to forgort-change-Password);
 * the member then logs in here with the new password.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const translate = useServerText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<ForgotValues>({ resolver: zodResolver(ZForgotPasswordRequest), defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setFailure(translate(errorText(error)));
    }
  });

  const back = (
    <Anchor component={Link} to={memberPaths.login} size="sm" ta="center">
      {t('forgot.backToLogin')}
    </Anchor>
  );

  if (sentTo) {
    return (
      <JoinFrame title={t('forgot.sentTitle')}>
        <Stack gap="md" role="status">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconMailForward size={30} />
          </ThemeIcon>
          <Text>
            <SentenceWithEmail i18nKey="forgot.sentText" email={sentTo} />
          </Text>
          <Button component={Link} to={memberPaths.login} size="md" fullWidth>
            {t('forgot.backToLogin')}
          </Button>
        </Stack>
      </JoinFrame>
    );
  }

  return (
    <JoinFrame title={t('forgot.title')} subtitle={t('forgot.text')}>
      <BusyForm label={t('forgot.title')} busy={formState.isSubmitting} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" py="xs">
              {failure}
            </Alert>
          )}
          <TextField control={control} name="email" label={t('forgot.email')} type="email" inputMode="email" autoComplete="email" required />
          <Button type="submit" size="md" fullWidth loading={formState.isSubmitting}>
            {t('forgot.submit')}
          </Button>
          {back}
        </Stack>
      </BusyForm>
    </JoinFrame>
  );
}

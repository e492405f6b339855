import { useState } from 'react';
import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZForgotPasswordRequest } from '@souq/contract/password-reset';
import { BusyForm } from '@/components/form/busy-form';
import { TextField } from '@/components/form/text-field';
import { FormFailure } from '@/components/members/form-failure';
import { JoinFrame } from '@/components/members/join-frame';
import { errorText } from '@/lib/api-client';
import { memberPaths } from '@/lib/members/paths';
import { MailSent } from '../components/mail-sent';
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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<ForgotValues>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  const back = (
    <Anchor component={Link} to={memberPaths.login} size="sm" ta="center">
      {t('forgot.backToLogin')}
    </Anchor>
  );

  if (sentTo) return <MailSent title={t('forgot.sentTitle')} sentence="forgot.sentText" email={sentTo} toLogin={t('forgot.backToLogin')} />;

  return (
    <JoinFrame title={t('forgot.title')} subtitle={t('forgot.text')}>
      <BusyForm label={t('forgot.title')} busy={formState.isSubmitting} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <FormFailure text={failure} withIcon />
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

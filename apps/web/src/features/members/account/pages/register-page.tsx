import { useState } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EMAIL_VERIFICATION_TTL_HOURS } from '@souq/contract/members-account';
import { JoinFrame } from '@/components/members/join-frame';
import { memberPaths } from '@/lib/members/paths';
import { useMemberSession } from '@/lib/members/session';
import { registerMember } from '../join-api';
import { MailSent } from '../components/mail-sent';
import { RegisterForm } from '../components/register-form';

/** #/app/register: join Souq, then "Check your e-mail" for the verification link. */
export function MemberRegisterPage() {
  const { t } = useTranslation();
  const session = useMemberSession();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (session) return <Navigate to={memberPaths.profile} replace />;

  if (sentTo) {
    return (
      <MailSent
        title={t('register.checkTitle')}
        sentence="register.checkText"
        email={sentTo}
        values={{ hours: EMAIL_VERIFICATION_TTL_HOURS }}
        hint={t('register.checkHint')}
        toLogin={t('register.toLogin')}
      />
    );
  }

  return (
    <JoinFrame title={t('register.title')} subtitle={t('register.subtitle')}>
      <Stack gap="md">
        <RegisterForm
          onRegister={async (values) => {
            const account = await registerMember(values);
            setSentTo(account.email);
          }}
        />
        <Group gap={6} justify="center">
          <Text size="sm">{t('register.haveAccount')}</Text>
          <Anchor component={Link} to={memberPaths.login} size="sm" fw={600}>
            {t('register.login')}
          </Anchor>
        </Group>
      </Stack>
    </JoinFrame>
  );
}

import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JoinFrame } from '@/components/members/join-frame';
import { SentenceWithEmail } from '@/components/members/sentence-with-email';
import { memberPaths } from '@/lib/members/paths';
import { useMemberSession } from '@/lib/members/session';
import { registerMember } from '../join-api';
import { RegisterForm } from '../components/register-form';

/** #/app/register: join Souq, then "Check your e-mail" for the verification link. */
export function MemberRegisterPage() {
  const { t } = useTranslation();
  const session = useMemberSession();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (session) return <Navigate to={memberPaths.profile} replace />;

  if (sentTo) {
    return (
      <JoinFrame title={t('register.checkTitle')}>
        <Stack gap="md" role="status">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconMailForward size={30} />
          </ThemeIcon>
          <Text>
            <SentenceWithEmail i18nKey="register.checkText" email={sentTo} />
          </Text>
          <Text size="sm" c="dimmed">
            {t('register.checkHint')}
          </Text>
          <Button component={Link} to={memberPaths.login} size="md" fullWidth>
            {t('register.toLogin')}
          </Button>
        </Stack>
      </JoinFrame>
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

import { useCallback, useEffect, useState } from 'react';
import { Button, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconLinkOff, IconRefresh } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useServerText } from '@/i18n/members/server-text';
import { JoinFrame } from '@/components/members/join-frame';
import { errorText } from '@/lib/api-client';
import { memberPaths } from '@/lib/members/paths';
import { useMemberSession } from '@/lib/members/session';
import { useOnline } from '@/lib/members/online';
import { verifyEmailOnce } from '../join-api';

type State = { kind: 'verifying' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * #/app/verify-email?token=...: the link of the verification e-mail (the server's
 * registration.service writes it). Confirms the address once, then leads to log in, or to the
 * profile when already signed in.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const translate = useServerText();
  const online = useOnline();
  const session = useMemberSession();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<State>({ kind: 'verifying' });

  const verify = useCallback(() => {
    if (!token) return;
    setState({ kind: 'verifying' });
    verifyEmailOnce(token).then(
      () => setState({ kind: 'done' }),
      (error: unknown) => setState({ kind: 'failed', message: errorText(error) }),
    );
  }, [token]);

  useEffect(() => verify(), [verify]);

  const next = session ? (
    <Button component={Link} to={memberPaths.profile} size="md" fullWidth>
      {t('verify.toProfile')}
    </Button>
  ) : (
    <Button component={Link} to={memberPaths.login} size="md" fullWidth>
      {t('verify.toLogin')}
    </Button>
  );

  if (!token) {
    return (
      <JoinFrame title={t('verify.failedTitle')}>
        <Stack gap="md" role="alert">
          <Text>{t('verify.missing')}</Text>
          {next}
        </Stack>
      </JoinFrame>
    );
  }

  if (state.kind === 'verifying') {
    return (
      <JoinFrame title={t('verify.title')}>
        <Center py="lg">
          <Stack align="center" gap="sm" role="status">
            <Loader aria-hidden />
            <Text>{t('verify.verifying')}</Text>
          </Stack>
        </Center>
      </JoinFrame>
    );
  }

  if (state.kind === 'done') {
    return (
      <JoinFrame title={t('verify.doneTitle')}>
        <Stack gap="md" role="status">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Text>{t('verify.doneText')}</Text>
          {next}
        </Stack>
      </JoinFrame>
    );
  }

  return (
    <JoinFrame title={online ? t('verify.failedTitle') : t('offline.title')}>
      <Stack gap="md" role="alert">
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
          <IconLinkOff size={30} />
        </ThemeIcon>
        <Text>{online ? translate(state.message) : t('offline.text')}</Text>
        {online && <Text size="sm">{t('verify.askNew')}</Text>}
        <Button variant="light" leftSection={<IconRefresh size={18} aria-hidden />} onClick={verify}>
          {t('common.retry')}
        </Button>
        {next}
      </Stack>
    </JoinFrame>
  );
}

import { useState } from 'react';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JoinFrame } from '@/components/members/join-frame';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { memberPaths } from '@/lib/members/paths';
import { unsubscribeSavedSearch } from '../api';

type State = { kind: 'asking' } | { kind: 'working' } | { kind: 'done'; name: string | null } | { kind: 'failed'; message: string };

/**
 * #/app/unsubscribe/:token, the link of a saved search's digest e-mail: one tap turns that
 * search's alerts off, signed in or not. It asks first, so a mail scanner that opens links turns
 * nothing off.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('inbox');
  const translate = useServerText();
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'asking' });

  const confirm = () => {
    setState({ kind: 'working' });
    unsubscribeSavedSearch(token).then(
      ({ name }) => setState({ kind: 'done', name }),
      (error: unknown) => setState({ kind: 'failed', message: translate(errorText(error)) }),
    );
  };
  const toApp = (
    <Button component={Link} to={memberPaths.root} variant="light" fullWidth>
      {t('unsubscribe.toApp')}
    </Button>
  );

  if (state.kind === 'done') {
    return (
      <JoinFrame title={t('unsubscribe.doneTitle')}>
        <Stack gap="md" role="status">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Text dir="auto">{state.name ? t('unsubscribe.doneNamed', { name: state.name }) : t('unsubscribe.done')}</Text>
          {toApp}
        </Stack>
      </JoinFrame>
    );
  }
  if (state.kind === 'failed') {
    return (
      <JoinFrame title={t('unsubscribe.failedTitle')}>
        <Stack gap="md" role="alert">
          <Text>{state.message}</Text>
          {toApp}
        </Stack>
      </JoinFrame>
    );
  }
  return (
    <JoinFrame title={t('unsubscribe.title')}>
      <Stack gap="md">
        <Text>{t('unsubscribe.text')}</Text>
        <Button size="md" fullWidth onClick={confirm} loading={state.kind === 'working'} data-testid="unsubscribe-confirm">
          {t('unsubscribe.confirm')}
        </Button>
      </Stack>
    </JoinFrame>
  );
}

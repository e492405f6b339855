import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { APPEAL_TEXT_MAX, type Strike } from '@souq/contract/strikes';
import { LoadError } from '@/components/members/members-state';
import { PageTitle } from '@/components/members/page-title';
import { errorText } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { appealDecision, decisionsKeys, decisionsQuery } from '../api';

/**
 * #/app/decisions: what the Souq team decided about the member's posts, listings and account,
 * with the reason; each can be appealed once within 14 days, with a text.
 */
export function DecisionsPage() {
  const { t, i18n } = useTranslation('inbox');
  const decisions = useQuery(decisionsQuery());
  return (
    <Stack gap="md">
      <PageTitle title={t('decisions.title')} text={t('decisions.intro')} />
      {decisions.isPending && <Loader role="status" aria-label={t('decisions.title')} />}
      {decisions.isError && <LoadError error={errorText(decisions.error)} onRetry={() => void decisions.refetch()} />}
      {decisions.data && decisions.data.strikes.length === 0 && <Text>{t('decisions.empty')}</Text>}
      {decisions.data && decisions.data.strikes.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('decisions.list')}>
          {decisions.data.strikes.map((strike) => (
            <Decision key={strike._id} strike={strike} language={i18n.language} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Decision({ strike, language }: { strike: Strike; language: string }) {
  const { t } = useTranslation('inbox');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const canAppeal = strike.appealUntil !== null && strike.appealUntil.getTime() > Date.now();

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await appealDecision(strike._id, text);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: decisionsKeys.all });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const stateColor = strike.appeal?.state === 'overturned' ? 'green' : strike.appeal?.state === 'upheld' ? 'red' : 'yellow';
  return (
    <li data-testid="decision">
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Group gap="xs" wrap="wrap">
            <Badge color="orange" variant="light">
              {t(`decisions.actions.${strike.action}`)}
            </Badge>
            <Text size="xs" c="dimmed" component="time" dateTime={strike.createdAt.toISOString()}>
              {formatDate(strike.createdAt, language, { dateStyle: 'medium', timeStyle: 'short' })}
            </Text>
          </Group>
          {strike.subject.title && strike.subject.type !== 'user' && (
            <Text fw={600} dir="auto">
              {strike.subject.title}
            </Text>
          )}
          <Text>{t('decisions.reason', { reason: t(`reasons.${strike.reason}`) })}</Text>
          {strike.note && (
            <Text size="sm" c="dimmed">
              {t('decisions.note')}:{' '}
              <bdi dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                {strike.note}
              </bdi>
            </Text>
          )}
          {strike.appeal && (
            <Stack gap={4}>
              <Badge color={stateColor} variant="light" w="fit-content">
                {t(`decisions.states.${strike.appeal.state}`)}
              </Badge>
              <Text size="sm">
                {t('decisions.yourAppeal')}:{' '}
                <bdi dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                  {strike.appeal.text}
                </bdi>
              </Text>
              {strike.appeal.note && (
                <Text size="sm" c="dimmed">
                  {t('decisions.note')}: <bdi dir="auto">{strike.appeal.note}</bdi>
                </Text>
              )}
            </Stack>
          )}
          {!strike.appeal && canAppeal && strike.appealUntil && !open && (
            <Group gap="sm">
              <Button size="sm" variant="light" onClick={() => setOpen(true)}>
                {t('decisions.appeal')}
              </Button>
              <Text size="xs" c="dimmed">
                {t('decisions.appealUntil', { date: formatDate(strike.appealUntil, language, { dateStyle: 'medium' }) })}
              </Text>
            </Group>
          )}
          {!strike.appeal && !canAppeal && (
            <Text size="xs" c="dimmed">
              {t('decisions.closed')}
            </Text>
          )}
          {open && (
            <form onSubmit={(event) => void send(event)}>
              <Stack gap="sm">
                {failure && (
                  <Alert color="red" role="alert">
                    {failure}
                  </Alert>
                )}
                <Textarea
                  label={t('decisions.appealLabel')}
                  value={text}
                  onChange={(event) => setText(event.currentTarget.value)}
                  minRows={3}
                  autosize
                  maxLength={APPEAL_TEXT_MAX}
                  required
                  dir="auto"
                  data-autofocus
                />
                <Group gap="sm">
                  <Button type="submit" loading={busy}>
                    {t('decisions.send')}
                  </Button>
                  <Button variant="default" onClick={() => setOpen(false)} disabled={busy}>
                    {t('decisions.cancel')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </li>
  );
}

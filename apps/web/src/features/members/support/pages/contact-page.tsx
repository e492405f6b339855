import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZAddContactFormRequest } from '@souq/contract/support';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { useSendContactForm } from '../api';
import { BackLink } from '../components/back-link';
import { issuesByField, serverFieldErrors } from '../form-errors';
import { supportPaths } from '../support-paths';

const FIELDS = ['message'] as const;

/**
 * #/app/support/contact: a message to the Souq team (it reaches the console's contact forms).
 * A refusal keeps the message; once sent, the form says so and offers to write another.
 */
export function ContactPage() {
  const { t } = useTranslation('support');
  const translate = useServerText();
  const send = useSendContactForm();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    const checked = ZAddContactFormRequest.safeParse({ message });
    if (!checked.success) {
      setError(issuesByField(checked.error.issues, FIELDS).message);
      return;
    }
    setError(undefined);
    send.mutate(checked.data.message, {
      onSuccess: () => setMessage(''),
      onError: (sendError) => {
        setError(serverFieldErrors(sendError, FIELDS).message);
        setFailure(errorText(sendError));
      },
    });
  };

  return (
    <Stack gap="md" maw={680} mx="auto">
      <BackLink to={supportPaths.support} label={t('support.back')} />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('contact.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('contact.text')}
        </Text>
      </Stack>
      <div role="status">
        {send.isSuccess && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />}>
            <Stack gap="xs" align="flex-start">
              {t('contact.sent')}
              <Button size="compact-sm" variant="light" color="teal" onClick={() => send.reset()}>
                {t('contact.another')}
              </Button>
            </Stack>
          </Alert>
        )}
      </div>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {translate(failure)}
        </Alert>
      )}
      {!send.isSuccess && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack gap="md">
              <Textarea
                label={t('contact.message')}
                value={message}
                onChange={(event) => {
                  setMessage(event.currentTarget.value);
                  setError(undefined);
                }}
                error={error ? translate(error) : undefined}
                autosize
                minRows={6}
                maxRows={16}
                maxLength={5000}
                dir="auto"
                required
              />
              <Group justify="flex-end">
                <Button type="submit" loading={send.isPending}>
                  {t('contact.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}

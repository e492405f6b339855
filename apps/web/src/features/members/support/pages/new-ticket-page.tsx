import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZCreateTicketRequest } from '@souq/contract/support';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useCreateTicket } from '../api';
import { BackLink } from '../components/back-link';
import { issuesByField, serverFieldErrors } from '../form-errors';
import { supportPaths } from '../support-paths';

const FIELDS = ['title', 'description'] as const;
type Field = (typeof FIELDS)[number];

/**
 * #/app/support/new: the member raises a ticket (title and what happened), checked with the
 * contract's rules before sending; a refusal keeps everything typed. The new ticket's thread
 * opens next.
 */
export function NewTicketPage() {
  const { t } = useTranslation('support');
  const translate = useServerText();
  const navigate = useNavigate();
  const create = useCreateTicket();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    const checked = ZCreateTicketRequest.safeParse({ title, description });
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues, FIELDS));
      return;
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: (ticket) => {
        notifySuccess(t('newTicket.raised'));
        void navigate(supportPaths.ticket(ticket._id), { replace: true });
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error, FIELDS));
        setFailure(errorText(error));
      },
    });
  };

  return (
    <Stack gap="md" maw={680} mx="auto">
      <BackLink to={supportPaths.support} label={t('support.back')} />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('newTicket.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('newTicket.text')}
        </Text>
      </Stack>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {translate(failure)}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('newTicket.subject')}
              description={t('newTicket.subjectHint')}
              value={title}
              onChange={(event) => {
                setTitle(event.currentTarget.value);
                setErrors((current) => ({ ...current, title: undefined }));
              }}
              error={errors.title ? translate(errors.title) : undefined}
              maxLength={200}
              dir="auto"
              required
            />
            <Textarea
              label={t('newTicket.description')}
              description={t('newTicket.descriptionHint')}
              value={description}
              onChange={(event) => {
                setDescription(event.currentTarget.value);
                setErrors((current) => ({ ...current, description: undefined }));
              }}
              error={errors.description ? translate(errors.description) : undefined}
              autosize
              minRows={5}
              maxRows={14}
              maxLength={5000}
              dir="auto"
              required
            />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                {t('newTicket.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

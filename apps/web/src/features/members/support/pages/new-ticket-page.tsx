import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZCreateTicketRequest, type CreateTicketRequest } from '@souq/contract/support';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { TextField } from '@/components/form/text-field';
import { FormFailure } from '@/components/members/form-failure';
import { FormPanel } from '@/components/members/form-panel';
import { errorText } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useCreateTicket } from '../api';
import { FormScreen } from '../components/form-screen';
import { MessageField } from '../components/message-field';
import { supportPaths } from '../support-paths';

/**
 * #/app/support/new: the member raises a ticket (title and what happened), checked with the
 * contract's rules before sending; a refusal keeps everything typed. The new ticket's thread
 * opens next.
 */
export function NewTicketPage() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const create = useCreateTicket();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<CreateTicketRequest>({
    resolver: zodResolver(ZCreateTicketRequest),
    defaultValues: { title: '', description: '' },
  });

  const submit = handleSubmit(async (request) => {
    try {
      const ticket = await create.mutateAsync(request);
      notifySuccess(t('newTicket.raised'));
      void navigate(supportPaths.ticket(ticket._id), { replace: true });
    } catch (error) {
      showServerFieldErrors(error, setError, ['title', 'description']);
      setFailure(errorText(error));
    }
  });

  return (
    <FormScreen title={t('newTicket.title')} text={t('newTicket.text')}>
      <FormFailure text={failure} />
      <FormPanel
        busy={formState.isSubmitting}
        onSubmit={(event) => {
          setFailure(null);
          void submit(event);
        }}
      >
        <TextField control={control} name="title" label={t('newTicket.subject')} description={t('newTicket.subjectHint')} maxLength={200} required />
        <MessageField control={control} name="description" label={t('newTicket.description')} description={t('newTicket.descriptionHint')} rows={[5, 14]} />
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting}>
            {t('newTicket.submit')}
          </Button>
        </Group>
      </FormPanel>
    </FormScreen>
  );
}

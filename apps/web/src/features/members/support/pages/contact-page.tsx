import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZAddContactFormRequest, type AddContactFormRequest } from '@souq/contract/support';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { FormFailure } from '@/components/members/form-failure';
import { FormPanel } from '@/components/members/form-panel';
import { errorText } from '@/lib/api-client';
import { useSendContactForm } from '../api';
import { FormScreen } from '../components/form-screen';
import { MessageField } from '../components/message-field';

/**
 * #/app/support/contact: a message to the Souq team (it reaches the console's contact forms).
 * A refusal keeps the message; once sent, the form says so and offers to write another.
 */
export function ContactPage() {
  const { t } = useTranslation('support');
  const send = useSendContactForm();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<AddContactFormRequest>({
    resolver: zodResolver(ZAddContactFormRequest),
    defaultValues: { message: '' },
  });

  const submit = handleSubmit(async ({ message }) => {
    try {
      await send.mutateAsync(message);
      reset();
    } catch (error) {
      showServerFieldErrors(error, setError, ['message']);
      setFailure(errorText(error));
    }
  });

  return (
    <FormScreen title={t('contact.title')} text={t('contact.text')}>
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
      <FormFailure text={failure} />
      {!send.isSuccess && (
        <FormPanel
          busy={formState.isSubmitting}
          onSubmit={(event) => {
            setFailure(null);
            void submit(event);
          }}
        >
          <MessageField control={control} name="message" label={t('contact.message')} rows={[6, 16]} />
          <Group justify="flex-end">
            <Button type="submit" loading={formState.isSubmitting}>
              {t('contact.submit')}
            </Button>
          </Group>
        </FormPanel>
      )}
    </FormScreen>
  );
}

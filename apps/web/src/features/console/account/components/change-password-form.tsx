import { Button, Group, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZNewPassword } from '@souq/contract/auth';
import { englishMessages, messages } from '@/i18n/console/messages';
import { BusyForm } from '@/components/form/busy-form';
import { PasswordField } from '@/components/form/password-field';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
import { errorText } from '@/lib/api-client';
import { useUpdatePassword } from '../api';

const p = englishMessages.password;
const t = messages.console.account;

/**
 * The three fields with the spec's messages. A mismatched confirmation is refused here and,
 * unlike the original console, nothing is sent (architecture: deliberate departures).
 */
const ZChangePasswordFields = z
  .object({
    oldPassword: z.string().min(1, p.oldRequired),
    newPassword: ZNewPassword,
    confirmPassword: z.string().min(1, p.confirmRequired),
  })
  .refine((values) => values.confirmPassword === '' || values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: p.mismatch,
  });
type ChangePasswordValues = z.infer<typeof ZChangePasswordFields>;

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export interface ChangePasswordFormProps {
  onSaved: (message: string) => void;
  onFailed: (message: string) => void;
}

export function ChangePasswordForm({ onSaved, onFailed }: ChangePasswordFormProps) {
  const update = useUpdatePassword();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm<ChangePasswordValues>({ resolver: zodResolver(ZChangePasswordFields), defaultValues: EMPTY });
  const busy = update.isPending;
  useLeaveGuard(isDirty);

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      reset(EMPTY);
      onSaved(messages.password.updated);
    } catch (error) {
      onFailed(errorText(error));
    }
  });

  return (
    <BusyForm label={t.title} busy={busy} onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <PasswordField control={control} name="oldPassword" label={t.oldPassword} required autoComplete="current-password" />
        <PasswordField control={control} name="newPassword" label={t.newPassword} required autoComplete="new-password" />
        <PasswordField control={control} name="confirmPassword" label={t.confirmPassword} required autoComplete="new-password" />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconKey size={16} />} loading={busy}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </BusyForm>
  );
}

import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ZEditAppSettingsRequest, type AppSettings } from '@souq/contract/settings';
import { messages } from '@/i18n/console/messages';
import { BusyForm } from '@/components/form/busy-form';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
import { errorText } from '@/lib/api-client';
import { useEditAppSettings } from '../api';

const t = messages.console.settings;

// The contract's own rules and messages ('site is required', ...), without the record id.
const ZSettingsFields = ZEditAppSettingsRequest.omit({ settingID: true });
type SettingsInput = z.input<typeof ZSettingsFields>;
type SettingsOutput = z.output<typeof ZSettingsFields>;

export interface SettingsFormProps {
  settings: AppSettings;
  onSaved: (message: string) => void;
  onFailed: (message: string) => void;
}

/** Site, phone, email, facebook, twitter and address; Save sends them all with the record's id. */
export function SettingsForm({ settings, onSaved, onFailed }: SettingsFormProps) {
  const edit = useEditAppSettings();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm<SettingsInput, unknown, SettingsOutput>({
    resolver: zodResolver(ZSettingsFields),
    defaultValues: {
      site: settings.site,
      phone: settings.phone,
      email: settings.email,
      facebook: settings.facebook,
      twitter: settings.twitter,
      address: settings.address,
    },
  });
  const busy = edit.isPending;
  useLeaveGuard(isDirty);

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await edit.mutateAsync({ settingID: settings._id, ...values });
      // The form shows what was stored (trimmed), ready for the next change.
      reset({
        site: saved.site,
        phone: saved.phone,
        email: saved.email,
        facebook: saved.facebook,
        twitter: saved.twitter,
        address: saved.address,
      });
      onSaved(messages.generic.updateSuccess);
    } catch (error) {
      onFailed(errorText(error));
    }
  });

  return (
    <BusyForm label={t.title} busy={busy} onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField control={control} name="site" label={t.site} required type="url" inputMode="url" placeholder="https://" />
          <TextField control={control} name="phone" label={t.phone} required type="tel" inputMode="tel" />
          <TextField control={control} name="email" label={t.email} required type="email" inputMode="email" />
          <TextField control={control} name="facebook" label={t.facebook} type="url" inputMode="url" placeholder="https://" />
          <TextField control={control} name="twitter" label={t.twitter} type="url" inputMode="url" placeholder="https://" />
        </SimpleGrid>
        <TextareaField control={control} name="address" label={t.address} autosize minRows={2} maxRows={6} dir="auto" />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={busy}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </BusyForm>
  );
}

import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZHttpUrl, type Banner } from '@souq/contract/banners';
import { englishMessages, messages, translateFieldError } from '@/i18n/console-messages';
import { errorText } from '@/lib/api-client';
import { useEditBannerLink } from '../api';

const t = messages.console.banners;

const ZLinkFields = z.object({ newURL: ZHttpUrl(englishMessages.banner.actionUrlRequired) });
type LinkValues = z.infer<typeof ZLinkFields>;

export interface EditLinkDialogProps {
  /** The banner being edited; null closes the dialog. */
  banner: Banner | null;
  onSaved: (message: string) => void;
  onClose: () => void;
}

/** Edit changes the action URL only (spec section 4); a failure stays in the dialog. */
export function EditLinkDialog({ banner, onSaved, onClose }: EditLinkDialogProps) {
  return (
    <Modal opened={banner !== null} onClose={onClose} title={t.editTitle} centered>
      {/* Keyed by banner, so each opening starts from that banner's link. */}
      {banner && <EditLinkForm key={banner._id} banner={banner} onSaved={onSaved} onClose={onClose} />}
    </Modal>
  );
}

function EditLinkForm({ banner, onSaved, onClose }: { banner: Banner } & Omit<EditLinkDialogProps, 'banner'>) {
  const edit = useEditBannerLink();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LinkValues>({ resolver: zodResolver(ZLinkFields), defaultValues: { newURL: banner.banner_action_url } });

  const submit = handleSubmit((values) =>
    edit.mutate({ banner_id: banner._id, newURL: values.newURL }, { onSuccess: () => onSaved(messages.generic.updateSuccess) }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={edit.isPending || undefined}>
      <Stack gap="md">
        <TextInput
          label={t.newUrl}
          required
          type="url"
          inputMode="url"
          data-autofocus
          disabled={edit.isPending}
          error={translateFieldError(errors.newURL?.message) ?? (edit.error ? errorText(edit.error) : undefined)}
          errorProps={{ role: 'alert' }}
          {...register('newURL')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={edit.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={edit.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useEffect, useState, type ChangeEvent } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZHttpUrl, type Banner } from '@souq/contract/banners';
import { englishMessages, messages, translateFieldError } from '@/i18n/console/messages';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
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

/**
 * Edit changes the action URL only; a failure stays in the dialog. Closing it
 * (Cancel, x, Escape, a click outside) with a changed link asks first.
 */
export function EditLinkDialog({ banner, onSaved, onClose }: EditLinkDialogProps) {
  // The form's isDirty, held here because the modal's own ways out are here.
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(banner !== null && dirty);
  const close = () => guard.confirm(onClose);
  // In the console's Modal.Stack, under the leave question (LeaveGuardProvider): one Escape, one answer.
  return (
    <Modal stackId="banner-link" opened={banner !== null} onClose={close} title={t.editTitle} centered>
      {/* Keyed by banner, so each opening starts from that banner's link. */}
      {banner && <EditLinkForm key={banner._id} banner={banner} onSaved={onSaved} onClose={close} onDirtyChange={setDirty} />}
    </Modal>
  );
}

interface EditLinkFormProps extends Omit<EditLinkDialogProps, 'banner'> {
  banner: Banner;
  onDirtyChange: (dirty: boolean) => void;
}

function EditLinkForm({ banner, onSaved, onClose, onDirtyChange }: EditLinkFormProps) {
  const edit = useEditBannerLink();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<LinkValues>({ resolver: zodResolver(ZLinkFields), defaultValues: { newURL: banner.banner_action_url } });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // The next banner's form starts clean.
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

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
          {...register('newURL', {
            // Armed within the keystroke itself, so an Escape right after typing already asks
            // (isDirty reaches the dialog an effect and a render later).
            onChange: (event: ChangeEvent<HTMLInputElement>) => onDirtyChange(event.target.value !== banner.banner_action_url),
          })}
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

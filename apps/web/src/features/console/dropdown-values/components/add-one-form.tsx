import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZAddDropdownValueRequest } from '@souq/contract/dropdown-values';
import type { DropdownIdentity } from '@souq/contract/constants';
import { messages, translateFieldError } from '@/i18n/console/messages';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
import { ApiError, errorText } from '@/lib/api-client';
import { useAddDropdownValue } from '../api';

const t = messages.console.dropdowns;
const ZNames = ZAddDropdownValueRequest.pick({ value_en: true, value_ar: true });

export interface AddOneFormProps {
  categoryId: string;
  identity: DropdownIdentity;
  /** The existing values loaded: without them a duplicate could not be told ('model not loaded'). */
  valuesLoaded: boolean;
  onSaved: (message: string) => void;
  onFailed: (message: string) => void;
  onBack: () => void;
}

/** 'Add One': Name EN, Name AR, Save, Back. */
export function AddOneForm({ categoryId, identity, valuesLoaded, onSaved, onFailed, onBack }: AddOneFormProps) {
  const add = useAddDropdownValue();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(ZNames), defaultValues: { value_en: '', value_ar: '' } });
  const guard = useLeaveGuard(isDirty);

  const submit = handleSubmit(async (values) => {
    if (!valuesLoaded) {
      onFailed(messages.dropdown.modelNotLoaded);
      return;
    }
    try {
      await add.mutateAsync({ ...values, category_id: categoryId, identity_name: identity });
      reset();
      onSaved(messages.generic.dataAdded);
    } catch (error) {
      onFailed(error instanceof ApiError && error.status === 0 ? messages.generic.networkError : errorText(error));
    }
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="xs" maw={560}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t.addOne} aria-busy={add.isPending || undefined}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t.addOne}
          </Title>
          <TextInput
            label={t.nameEn}
            required
            disabled={add.isPending}
            error={translateFieldError(errors.value_en?.message)}
            errorProps={{ role: 'alert' }}
            {...register('value_en')}
          />
          <TextInput
            label={t.nameAr}
            required
            dir="rtl"
            disabled={add.isPending}
            error={translateFieldError(errors.value_ar?.message)}
            errorProps={{ role: 'alert' }}
            {...register('value_ar')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => guard.confirm(onBack)} disabled={add.isPending}>
              {t.back}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

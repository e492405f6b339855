import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { messages } from '@souq/contract/messages';

const t = messages.console.regions;

export interface RegionValues {
  name_en: string;
  name_ar: string;
  country_id: string;
  /** The area form's district. */
  district_id?: string;
}

export interface RegionFormProps {
  title: string;
  register: UseFormRegister<RegionValues>;
  errors: FieldErrors<RegionValues>;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBack: () => void;
  /** The country (and district) selects, after the names. */
  children: ReactNode;
}

/** The district and area forms: Name(EN), Name(AR), their parents, Save and Back; busy disables all. */
export function RegionForm({ title, register, errors, busy, onSubmit, onBack, children }: RegionFormProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="xs" maw={640}>
      <form onSubmit={onSubmit} noValidate aria-busy={busy || undefined} aria-label={title}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {title}
          </Title>
          <TextInput
            label={t.formNameEn}
            required
            disabled={busy}
            error={errors.name_en?.message}
            errorProps={{ role: 'alert' }}
            {...register('name_en')}
          />
          <TextInput
            label={t.formNameAr}
            required
            dir="rtl"
            disabled={busy}
            error={errors.name_ar?.message}
            errorProps={{ role: 'alert' }}
            {...register('name_ar')}
          />
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack} disabled={busy}>
              {t.back}
            </Button>
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={busy}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

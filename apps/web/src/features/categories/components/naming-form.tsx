import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { messages } from '@souq/contract/messages';
import { ImagePicker } from '@/components/image-picker';
import type { ImageUpload } from '@/components/use-image-upload';

const t = messages.console.categories;

export interface NamingValues {
  name_en: string;
  name_ar: string;
  /** The parent category (sub-category form only). */
  category_id?: string;
}

export interface NamingFormProps {
  title: string;
  image: ImageUpload;
  currentImage: string | null;
  imageError?: string;
  imageRequired: boolean;
  register: UseFormRegister<NamingValues>;
  errors: FieldErrors<NamingValues>;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBack: () => void;
  /** Fields between the image and the names (the sub-category's parent dropdown). */
  children?: ReactNode;
}

/**
 * The category and sub-category forms of spec section 4: image picker, Name(EN), Name(AR),
 * Save, Back. While saving, every input is disabled and Save spins.
 */
export function NamingForm({
  title,
  image,
  currentImage,
  imageError,
  imageRequired,
  register,
  errors,
  busy,
  onSubmit,
  onBack,
  children,
}: NamingFormProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="xs" maw={640}>
      <form onSubmit={onSubmit} noValidate aria-busy={busy || undefined} aria-label={title}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {title}
          </Title>
          <ImagePicker
            image={image}
            label={t.image}
            currentUrl={currentImage}
            error={imageError}
            required={imageRequired}
            disabled={busy}
          />
          {children}
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

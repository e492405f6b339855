import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { classifiedForms, type AddClassifiedBody } from '@souq/contract/classifieds';
import { DEFAULT_COUNTRY, type ClassifiedTypeKey } from '@souq/contract/constants';
import { LISTING_FIELDS } from '@souq/contract/listing-fields';
import { messages, translateFieldError } from '@/i18n/console/messages';
import { ImagePicker } from '@/components/console/image-picker';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
import { useImageUpload } from '@/components/use-image-upload';
import { errorText } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { areasLookup, districtsLookup, selectedCountriesLookup, subCategoriesLookup } from '@/queries/lookups';
import { useAddClassified } from '../api';
import { emptyValues } from './empty-values';
import { FieldInput, fieldLabel, type ClassifiedFormValues } from './field-input';
import { areaName, countryName, districtName, subCategoryName } from '@/lib/names';
import { useConsoleLanguage } from '@/i18n/console/language-state';

const t = messages.console.classifieds;

type Phase = 'idle' | 'uploading' | 'creating';

export interface ClassifiedFormProps {
  type: ClassifiedTypeKey;
  typeName: string;
  categoryId: string;
  onAdded: () => void;
  onBack: () => void;
}

/** The form's own checks: the type's add schema without what the page adds (category, media). */
function formResolver(type: ClassifiedTypeKey): Resolver<ClassifiedFormValues> {
  const typeSchema: z.ZodObject = classifiedForms[type].schema;
  const schema = typeSchema.omit({ category_id: true, media: true, image_url: true, user_id: true });
  // The schema's input type is the union of the twelve bodies; the form holds plain strings and flags.
  return zodResolver(schema) as unknown as Resolver<ClassifiedFormValues>;
}

/**
 * Adds one post of a type: the common fields with cascading country, district and area, the
 * type's extras (automotive's own set included), and one image. Submit runs idle -> uploading
 * -> creating -> reset and back; a failure returns to idle with the server's text.
 */
export function ClassifiedForm({ type, typeName, categoryId, onAdded, onBack }: ClassifiedFormProps) {
  const language = useConsoleLanguage();
  const image = useImageUpload('classifieds');
  const add = useAddClassified(type);
  const [phase, setPhase] = useState<Phase>('idle');
  const phaseRef = useRef<Phase>('idle');
  const [imageError, setImageError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isDirty },
  } = useForm<ClassifiedFormValues>({ resolver: formResolver(type), defaultValues: emptyValues(type, DEFAULT_COUNTRY) });
  const guard = useLeaveGuard(isDirty || image.file !== null);

  const countryId = String(useWatch({ control, name: 'country_id' }) ?? '');
  const districtId = String(useWatch({ control, name: 'district_id' }) ?? '');
  const countries = useQuery(selectedCountriesLookup());
  const districts = useQuery(districtsLookup(countryId));
  const areas = useQuery(areasLookup(districtId));
  const subCategories = useQuery(subCategoriesLookup(categoryId));

  useEffect(() => {
    if (image.file) setImageError(undefined);
  }, [image.file]);

  const move = (next: Phase) => {
    phaseRef.current = next;
    setPhase(next);
  };
  const busy = phase !== 'idle';

  const save = handleSubmit(async (values) => {
    if (!image.file) {
      setImageError(messages.classified.imageRequired);
      return;
    }
    setFailure(null);
    try {
      move('uploading');
      const url = await image.upload();
      if (!url) throw new Error(messages.classified.imageRequired);
      move('creating');
      const body = { ...values, category_id: categoryId, media: [{ url, type: 'image' }] } as unknown as AddClassifiedBody;
      await add.mutateAsync(body);
      reset(emptyValues(type, DEFAULT_COUNTRY));
      image.reset();
      move('idle');
      // onAdded navigates at once, before the reset fields render clean.
      guard.release();
      onAdded();
    } catch (error) {
      move('idle');
      setFailure(errorText(error));
    }
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The spec's refusal of a second submit while the first is still running.
    if (phaseRef.current !== 'idle') {
      event.preventDefault();
      notifyError(messages.classified.alreadyAdding);
      return;
    }
    if (!image.file) setImageError(messages.classified.imageRequired);
    void save(event);
  };

  const select = (name: string, data: { value: string; label: string }[], options: { required?: boolean; onPick?: () => void } = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NativeSelect
          label={fieldLabel(name)}
          required={options.required}
          disabled={busy}
          error={translateFieldError(errors[name]?.message)}
          errorProps={{ role: 'alert' }}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          data={data}
          onChange={(event) => {
            field.onChange(event.currentTarget.value);
            options.onPick?.();
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
  const text = (name: string, props: { required?: boolean; multiline?: boolean; numeric?: boolean } = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const common = {
          label: fieldLabel(name),
          required: props.required,
          disabled: busy,
          error: translateFieldError(errors[name]?.message),
          errorProps: { role: 'alert' },
          name: field.name,
          value: typeof field.value === 'string' ? field.value : '',
          onBlur: field.onBlur,
          dir: props.numeric ? undefined : 'auto',
        };
        return props.multiline ? (
          <Textarea {...common} autosize minRows={3} onChange={(event) => field.onChange(event.currentTarget.value)} />
        ) : (
          <TextInput {...common} inputMode={props.numeric ? 'numeric' : undefined} onChange={(event) => field.onChange(event.currentTarget.value)} />
        );
      }}
    />
  );

  const none = { value: '', label: t.none };
  const choose = { value: '', label: t.choose };
  const countryOptions = (countries.data ?? []).map((c) => ({ value: c._id, label: countryName(language, c) }));
  if (!countryOptions.some((o) => o.value === countryId)) countryOptions.unshift({ value: countryId, label: countryId || t.choose });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="xs" maw={900}>
      <form onSubmit={submit} noValidate aria-busy={busy || undefined} aria-label={`${t.addTitle}${typeName}`}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {`${t.addTitle}${typeName}`}
          </Title>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <ImagePicker image={image} label={t.fields.image} error={imageError} required disabled={busy} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {select('country_id', countryOptions, {
              required: true,
              onPick: () => {
                setValue('district_id', '');
                setValue('area_id', '');
              },
            })}
            {select('district_id', [choose, ...(districts.data ?? []).map((d) => ({ value: d._id, label: districtName(language, d) }))], {
              required: true,
              onPick: () => setValue('area_id', ''),
            })}
            {select('area_id', [none, ...(areas.data ?? []).map((a) => ({ value: a._id, label: areaName(language, a) }))])}
          </SimpleGrid>
          {text('address', { required: true })}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('title', { required: true })}
            {select('sub_category_id', [none, ...(subCategories.data ?? []).map((s) => ({ value: s._id, label: subCategoryName(language, s) }))])}
          </SimpleGrid>
          {text('description', { multiline: true })}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('mobile', { required: true, numeric: true })}
            {text('price', { required: true, numeric: true })}
          </SimpleGrid>
          {LISTING_FIELDS[type].length > 0 && (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {LISTING_FIELDS[type].map((spec) => (
                <FieldInput key={spec.name} spec={spec} control={control} errors={errors} categoryId={categoryId} disabled={busy} />
              ))}
            </SimpleGrid>
          )}
          {busy && (
            <Text size="sm" c="dimmed" role="status">
              {t.uploadingPost}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => guard.confirm(onBack)} disabled={busy}>
              {t.back}
            </Button>
            <Button type="submit" leftSection={<IconSend size={16} />} loading={busy}>
              {t.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

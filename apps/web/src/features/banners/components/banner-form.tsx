import { useEffect, useState } from 'react';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { placementLabel, ZHttpUrl } from '@souq/contract/banners';
import { BANNER_PLACEMENTS, BANNER_TYPES, type BannerType } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import { ImagePicker } from '@/components/image-picker';
import { useImageUpload } from '@/components/use-image-upload';
import { errorText } from '@/lib/api-client';
import { selectedCountriesLookup } from '@/queries/lookups';
import { useAddBanner } from '../api';

const b = messages.banner;
const t = messages.console.banners;

/** The original console's "none chosen" placement. */
const NO_PLACEMENT = '-1';

const isBannerType = (value: string): value is BannerType => (BANNER_TYPES as readonly string[]).includes(value);

const ZBannerFields = z
  .object({
    banner_type: z.string().refine(isBannerType, b.typeRequired),
    placement: z.string().refine((value) => value !== NO_PLACEMENT && value !== '', b.placementRequired),
    country_id: z.string().min(1, b.countryRequired),
    banner_action_url: ZHttpUrl(b.actionUrlRequired),
  })
  .superRefine((value, ctx) => {
    if (value.placement !== NO_PLACEMENT && !placementLabel(value.banner_type, Number(value.placement))) {
      ctx.addIssue({ code: 'custom', path: ['placement'], message: b.invalidPlacement });
    }
  });
type BannerValues = z.input<typeof ZBannerFields>;

export interface BannerFormProps {
  /** Preselects the filtered list's country. */
  defaultCountryId: string;
  onSaved: (message: string) => void;
  onFailed: (message: string) => void;
  onBack: () => void;
}

/**
 * 'Add Banner/slider': type, placement (0 'Banner' for a banner, 'Placement1'..'Placement12' for
 * a placement), country, action url and image. Save validates everything at once, uploads the
 * image through the pre-signed flow, then creates the banner with the stored path.
 */
export function BannerForm({ defaultCountryId, onSaved, onFailed, onBack }: BannerFormProps) {
  const image = useImageUpload('banners');
  const add = useAddBanner();
  const countries = useQuery(selectedCountriesLookup());
  const [imageError, setImageError] = useState<string | undefined>();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<BannerValues, unknown, z.output<typeof ZBannerFields>>({
    resolver: zodResolver(ZBannerFields),
    defaultValues: { banner_type: '', placement: NO_PLACEMENT, country_id: defaultCountryId, banner_action_url: '' },
  });
  const bannerType = useWatch({ control, name: 'banner_type' });
  const busy = image.uploading || add.isPending;

  useEffect(() => {
    if (image.file) setImageError(undefined);
  }, [image.file]);

  const imageMissing = () => {
    setImageError(image.file ? undefined : b.imageRequired);
    return !image.file;
  };

  const submit = handleSubmit(async (values) => {
    if (imageMissing()) return;
    try {
      const uploaded = await image.upload();
      const placement = Number(values.placement);
      await add.mutateAsync({
        banner_type: values.banner_type,
        banner_action_url: values.banner_action_url,
        banner_url: uploaded ?? '',
        country_id: values.country_id,
        bannerFor: placementLabel(values.banner_type, placement),
        placement,
      });
      reset({ banner_type: '', placement: NO_PLACEMENT, country_id: '', banner_action_url: '' });
      image.reset();
      onSaved(messages.generic.dataAdded);
    } catch (error) {
      onFailed(errorText(error));
    }
  });

  const typeOptions = [{ value: '', label: t.selectType }, ...BANNER_TYPES.map((type) => ({ value: type, label: t.types[type] }))];
  const placementOptions = [
    { value: NO_PLACEMENT, label: t.selectPlacement },
    ...BANNER_PLACEMENTS.filter((p) => p.type === bannerType).map((p) => ({ value: String(p.placement), label: p.label })),
  ];
  const countryOptions = [
    { value: '', label: t.selectCountry },
    ...(countries.data ?? []).map((country) => ({ value: country._id, label: country.country_english })),
  ];

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="xs" maw={720}>
      <form
        onSubmit={(event) => {
          imageMissing();
          void submit(event);
        }}
        noValidate
        aria-busy={busy || undefined}
        aria-label={t.formTitle}
      >
        <Stack gap="md">
          <Title order={2} size="h3">
            {t.formTitle}
          </Title>
          <ImagePicker image={image} label={t.image} error={imageError} required disabled={busy} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="banner_type"
              render={({ field }) => (
                <NativeSelect
                  label={t.bannerType}
                  required
                  data={typeOptions}
                  disabled={busy}
                  error={errors.banner_type?.message}
                  errorProps={{ role: 'alert' }}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={(event) => {
                    const next = event.currentTarget.value;
                    field.onChange(next);
                    // A banner has a single slot (0, 'Banner'); a placement's slot must be chosen.
                    setValue('placement', next === 'banner' ? '0' : NO_PLACEMENT);
                  }}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Controller
              control={control}
              name="placement"
              render={({ field }) => (
                <NativeSelect
                  label={t.placement}
                  required
                  data={placementOptions}
                  disabled={busy || !bannerType}
                  error={errors.placement?.message}
                  errorProps={{ role: 'alert' }}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="country_id"
            render={({ field }) => (
              <NativeSelect
                label={t.country}
                required
                data={countryOptions}
                disabled={busy || countries.isPending}
                error={errors.country_id?.message}
                errorProps={{ role: 'alert' }}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
              />
            )}
          />
          <TextInput
            label={t.actionUrl}
            required
            type="url"
            inputMode="url"
            placeholder="https://"
            disabled={busy}
            error={errors.banner_action_url?.message}
            errorProps={{ role: 'alert' }}
            {...register('banner_action_url')}
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

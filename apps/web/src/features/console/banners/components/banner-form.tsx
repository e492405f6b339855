import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { placementLabel, ZHttpUrl } from '@souq/contract/banners';
import { BANNER_PLACEMENTS, BANNER_TYPES, type BannerType } from '@souq/contract/constants';
import { englishMessages, messages } from '@/i18n/console/messages';
import { FormCard } from '@/components/form/form-card';
import { ImageField, useImageField } from '@/components/form/image-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import type { ListFormEvents } from '@/components/console/list-or-form';
import { errorText } from '@/lib/api-client';
import { selectedCountriesLookup } from '@/queries/lookups';
import { useAddBanner } from '../api';
import { countryName } from '@/lib/names';
import { useConsoleLanguage } from '@/i18n/console/language-state';

const b = englishMessages.banner;
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

export interface BannerFormProps extends ListFormEvents {
  /** Preselects the filtered list's country. */
  defaultCountryId: string;
}

/**
 * 'Add Banner/slider': type, placement (0 'Banner' for a banner, 'Placement1'..'Placement12' for
 * a placement), country, action url and image. Save validates everything at once, uploads the
 * image through the pre-signed flow, then creates the banner with the stored path.
 */
export function BannerForm({ defaultCountryId, onSaved, onFailed, onBack }: BannerFormProps) {
  const language = useConsoleLanguage();
  const image = useImageField('banners', { required: true, requiredMessage: messages.banner.imageRequired });
  const add = useAddBanner();
  const countries = useQuery(selectedCountriesLookup());
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { isDirty },
  } = useForm<BannerValues, unknown, z.output<typeof ZBannerFields>>({
    resolver: zodResolver(ZBannerFields),
    defaultValues: { banner_type: '', placement: NO_PLACEMENT, country_id: defaultCountryId, banner_action_url: '' },
  });
  const bannerType = useWatch({ control, name: 'banner_type' });
  const busy = image.uploading || add.isPending;

  const submit = handleSubmit(async (values) => {
    if (image.checkMissing()) return;
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
    ...(countries.data ?? []).map((country) => ({ value: country._id, label: countryName(language, country) })),
  ];

  return (
    <FormCard title={t.formTitle} busy={busy} onSubmit={(event) => void submit(event)} onBack={onBack} dirty={isDirty} image={image} labels={t} maw={720}>
      <ImageField field={image} label={t.image} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SelectField
          control={control}
          name="banner_type"
          label={t.bannerType}
          required
          data={typeOptions}
          // A banner has a single slot (0, 'Banner'); a placement's slot must be chosen.
          onValueChange={(next) => setValue('placement', next === 'banner' ? '0' : NO_PLACEMENT)}
        />
        <SelectField control={control} name="placement" label={t.placement} required data={placementOptions} disabled={!bannerType} />
      </SimpleGrid>
      <SelectField control={control} name="country_id" label={t.country} required data={countryOptions} disabled={countries.isPending} />
      <TextField control={control} name="banner_action_url" label={t.actionUrl} required type="url" inputMode="url" placeholder="https://" />
    </FormCard>
  );
}

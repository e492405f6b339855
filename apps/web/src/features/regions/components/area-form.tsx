import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { Area } from '@souq/contract/regions';
import { messages } from '@souq/contract/messages';
import { errorText } from '@/lib/api-client';
import { districtsQuery, useSaveArea } from '../api';
import { CountrySelect } from './country-select';
import { RegionForm, type RegionValues } from './region-form';

const r = messages.region;
const t = messages.console.regions;

// The spec gives the area form the district form's messages, plus 'district is required'.
const ZAreaFields = z.object({
  name_en: z.string().trim().min(1, r.districtNameEnRequired),
  name_ar: z.string().trim().min(1, r.districtNameArRequired),
  country_id: z.string().min(1, r.countryRequired),
  district_id: z.string().optional().refine((value) => Boolean(value), r.districtRequired),
});

export interface AreaFormProps {
  /** Edit mode when present (fields prefilled); create mode otherwise. */
  area?: Area;
  /** Preselects the filtered list's country and district when adding. */
  defaultCountryId: string;
  defaultDistrictId: string;
  onSaved: (message: string) => void;
  onFailed: (message: string) => void;
  onBack: () => void;
}

/** 'Add Area' / edit: Name(EN), Name(AR), Country, then a District of that country. */
export function AreaForm({ area, defaultCountryId, defaultDistrictId, onSaved, onFailed, onBack }: AreaFormProps) {
  const save = useSaveArea();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<RegionValues>({
    resolver: zodResolver(ZAreaFields),
    defaultValues: {
      name_en: area?.area_en ?? '',
      name_ar: area?.area_ar ?? '',
      country_id: area?.country_id ?? defaultCountryId,
      district_id: area?.district_id ?? defaultDistrictId,
    },
  });
  const countryId = useWatch({ control, name: 'country_id' });
  const districts = useQuery(districtsQuery(countryId));
  const busy = save.isPending;

  const submit = handleSubmit(async (values) => {
    const fields = { area_en: values.name_en, area_ar: values.name_ar, country_id: values.country_id, district_id: values.district_id ?? '' };
    try {
      if (area) await save.mutateAsync({ area_id: area._id, ...fields });
      else await save.mutateAsync(fields);
      reset({ name_en: '', name_ar: '', country_id: '', district_id: '' });
      onSaved(area ? messages.generic.updateSuccess : messages.generic.dataAdded);
    } catch (error) {
      onFailed(errorText(error));
    }
  });

  const districtOptions = [
    { value: '', label: t.selectDistrict },
    // Only the chosen country's districts: an area's district must belong to its country.
    ...(countryId ? (districts.data ?? []) : []).map((district) => ({ value: district._id, label: district.district_en })),
  ];

  return (
    <RegionForm
      title={area ? t.editAreaTitle : t.areaFormTitle}
      register={register}
      errors={errors}
      busy={busy}
      onSubmit={(event) => void submit(event)}
      onBack={onBack}
    >
      <Controller
        control={control}
        name="country_id"
        render={({ field }) => (
          <CountrySelect
            label={t.country}
            required
            withPlaceholder
            disabled={busy}
            error={errors.country_id?.message}
            errorProps={{ role: 'alert' }}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              setValue('district_id', '');
            }}
            onBlur={field.onBlur}
          />
        )}
      />
      {/* Controlled: the options arrive after the first render and must still show the chosen district. */}
      <Controller
        control={control}
        name="district_id"
        render={({ field }) => (
          <NativeSelect
            label={t.district}
            required
            data={districtOptions}
            disabled={busy || !countryId || districts.isFetching}
            error={errors.district_id?.message}
            errorProps={{ role: 'alert' }}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            onBlur={field.onBlur}
          />
        )}
      />
    </RegionForm>
  );
}

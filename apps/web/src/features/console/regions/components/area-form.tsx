import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { Area } from '@souq/contract/regions';
import { englishMessages, messages } from '@/i18n/console/messages';
import { SelectField } from '@/components/form/select-field';
import type { ListFormEvents } from '@/components/console/list-or-form';
import { errorText } from '@/lib/api-client';
import { districtsQuery, useSaveArea } from '../api';
import { CountryField, RegionForm, type RegionValues } from './region-form';
import { districtName } from '@/lib/names';
import { useConsoleLanguage } from '@/i18n/console/language-state';

const r = englishMessages.region;
const t = messages.console.regions;

// The spec gives the area form the district form's messages, plus 'district is required'.
const ZAreaFields = z.object({
  name_en: z.string().trim().min(1, r.districtNameEnRequired),
  name_ar: z.string().trim().min(1, r.districtNameArRequired),
  country_id: z.string().min(1, r.countryRequired),
  district_id: z
    .string()
    .optional()
    .refine((value) => Boolean(value), r.districtRequired),
});

export interface AreaFormProps extends ListFormEvents {
  /** Edit mode when present (fields prefilled); create mode otherwise. */
  area?: Area;
  /** Preselects the filtered list's country and district when adding. */
  defaultCountryId: string;
  defaultDistrictId: string;
}

/** 'Add Area' / edit: Name(EN), Name(AR), Country, then a District of that country. */
export function AreaForm({ area, defaultCountryId, defaultDistrictId, onSaved, onFailed, onBack }: AreaFormProps) {
  const language = useConsoleLanguage();
  const save = useSaveArea();
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { isDirty },
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
    const fields = {
      area_en: values.name_en,
      area_ar: values.name_ar,
      country_id: values.country_id,
      district_id: values.district_id ?? '',
    };
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
    ...(countryId ? (districts.data ?? []) : []).map((district) => ({ value: district._id, label: districtName(language, district) })),
  ];

  return (
    <RegionForm
      title={area ? t.editAreaTitle : t.areaFormTitle}
      control={control}
      busy={busy}
      onSubmit={(event) => void submit(event)}
      onBack={onBack}
      dirty={isDirty}
    >
      <CountryField control={control} onValueChange={() => setValue('district_id', '')} />
      {/* Options arrive after the first render; the select is controlled, so the chosen district still shows. */}
      <SelectField control={control} name="district_id" label={t.district} required data={districtOptions} disabled={!countryId || districts.isFetching} />
    </RegionForm>
  );
}

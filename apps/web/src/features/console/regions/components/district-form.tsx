import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { District } from '@souq/contract/regions';
import { englishMessages, messages } from '@/i18n/console/messages';
import type { ListFormEvents } from '@/components/console/list-or-form';
import { errorText } from '@/lib/api-client';
import { useSaveDistrict } from '../api';
import { CountryField, RegionForm, type RegionValues } from './region-form';

const r = englishMessages.region;
const t = messages.console.regions;

const ZDistrictFields = z.object({
  name_en: z.string().trim().min(1, r.districtNameEnRequired),
  name_ar: z.string().trim().min(1, r.districtNameArRequired),
  country_id: z.string().min(1, r.countryRequired),
});

export interface DistrictFormProps extends ListFormEvents {
  /** Edit mode when present (fields prefilled); create mode otherwise. */
  district?: District;
  /** Preselects the country of the filtered list when adding. */
  defaultCountryId: string;
}

/** 'Add District' / edit: Name(EN), Name(AR), Country ('Select Country' = none). */
export function DistrictForm({ district, defaultCountryId, onSaved, onFailed, onBack }: DistrictFormProps) {
  const save = useSaveDistrict();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm<RegionValues>({
    resolver: zodResolver(ZDistrictFields),
    defaultValues: {
      name_en: district?.district_en ?? '',
      name_ar: district?.district_ar ?? '',
      country_id: district?.country_id ?? defaultCountryId,
    },
  });
  const busy = save.isPending;

  const submit = handleSubmit(async (values) => {
    const fields = { district_en: values.name_en, district_ar: values.name_ar, country_id: values.country_id };
    try {
      if (district) await save.mutateAsync({ district_id: district._id, ...fields });
      else await save.mutateAsync(fields);
      reset({ name_en: '', name_ar: '', country_id: '' });
      onSaved(district ? messages.generic.updateSuccess : messages.generic.dataAdded);
    } catch (error) {
      onFailed(errorText(error));
    }
  });

  return (
    <RegionForm
      title={district ? t.editDistrictTitle : t.districtFormTitle}
      control={control}
      busy={busy}
      onSubmit={(event) => void submit(event)}
      onBack={onBack}
      dirty={isDirty}
    >
      <CountryField control={control} />
    </RegionForm>
  );
}

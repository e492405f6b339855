import type { FormEvent, ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { messages } from '@/i18n/console/messages';
import { FormCard } from '@/components/form/form-card';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useCountryOptions } from './country-select';

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
  control: Control<RegionValues>;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBack: () => void;
  /** Unsaved changes to the names or parents. */
  dirty: boolean;
  /** The country (and district) selects, after the names. */
  children: ReactNode;
}

/** The district and area forms: Name(EN), Name(AR), their parents, Save and Back; busy disables all. */
export function RegionForm({ title, control, busy, onSubmit, onBack, dirty, children }: RegionFormProps) {
  return (
    <FormCard title={title} busy={busy} onSubmit={onSubmit} onBack={onBack} dirty={dirty} labels={t}>
      <TextField control={control} name="name_en" label={t.formNameEn} required />
      <TextField control={control} name="name_ar" label={t.formNameAr} required dir="rtl" />
      {children}
    </FormCard>
  );
}

/** The form's Country ('Select Country' = none). */
export function CountryField({ control, onValueChange }: { control: Control<RegionValues>; onValueChange?: (countryId: string) => void }) {
  const countryId = useWatch({ control, name: 'country_id' });
  const countries = useCountryOptions(countryId, true);
  return (
    <SelectField
      control={control}
      name="country_id"
      label={t.country}
      required
      data={countries.data}
      disabled={countries.pending}
      onValueChange={onValueChange}
    />
  );
}

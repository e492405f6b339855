import { Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DropdownIdentity } from '@souq/contract/constants';
import { dropdownValuesQuery } from '../api';
import { dropdownOptions } from '../dropdown-options';

export interface DropdownValueSelectProps {
  categoryId: string;
  identity: DropdownIdentity;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The Sell form needs a value; the search's filter may be left empty ("any"). */
  required?: boolean;
}

/**
 * A car model or a career level, chosen among the category's dropdown values (the ones staff
 * add in the console), stored by their English name as the console's forms store them and
 * shown in the member's language. A category staff gave no values to yet (or a list that did
 * not load) falls back to free text, so a listing can still be written and found.
 */
export function DropdownValueSelect({ categoryId, identity, label, placeholder, value, onChange, error, required }: DropdownValueSelectProps) {
  const { i18n } = useTranslation();
  const values = useQuery(dropdownValuesQuery(categoryId, identity));
  const options = dropdownOptions(values.data ?? [], i18n.language, value);

  if (values.isError || (values.isSuccess && options.length === 0)) {
    return (
      <TextInput label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} error={error} withAsterisk={required} dir="auto" maxLength={200} />
    );
  }
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={options}
      value={value || null}
      onChange={(chosen) => onChange(chosen ?? '')}
      error={error}
      withAsterisk={required}
      clearable={!required}
      searchable
      nothingFoundMessage={placeholder}
      disabled={values.isLoading}
    />
  );
}

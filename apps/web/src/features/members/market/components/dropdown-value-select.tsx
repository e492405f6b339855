import type { ReactNode } from 'react';
import { Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import type { DropdownIdentity } from '@souq/contract/constants';
import { useFieldProps, type FieldBinding } from '@/components/form/field-props';
import { dropdownValuesQuery } from '../api';
import { dropdownOptions, valuesOfMake } from '../dropdown-options';

export interface DropdownValueSelectProps {
  categoryId: string;
  identity: DropdownIdentity;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  errorProps?: Record<string, string>;
  disabled?: boolean;
  /** The Sell form needs a value; the search's filter may be left empty ("any"). */
  required?: boolean;
  /**
   * The car make chosen (a sub-category id): only its models are offered. '' while none is
   * chosen, and the select waits with `makeFirst` as its placeholder; absent for lists without makes.
   */
  make?: string;
  makeFirst?: string;
}

/**
 * A car model or a career level, chosen among the category's dropdown values (the ones staff
 * add in the console), stored by their English name as the console's forms store them and
 * shown in the member's language. A category staff gave no values to yet (or a list that did
 * not load) falls back to free text, so a listing can still be written and found.
 */
export function DropdownValueSelect({
  categoryId,
  identity,
  label,
  placeholder,
  value,
  onChange,
  error,
  errorProps,
  disabled,
  required,
  make,
  makeFirst,
}: DropdownValueSelectProps) {
  const { i18n } = useTranslation();
  const values = useQuery(dropdownValuesQuery(categoryId, identity));
  const options = dropdownOptions(valuesOfMake(values.data ?? [], make), i18n.language, value);
  const waiting = make === '' && !value;

  if (values.isError || (values.isSuccess && options.length === 0 && !waiting)) {
    return (
      <TextInput
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        errorProps={errorProps}
        disabled={disabled}
        withAsterisk={required}
        dir="auto"
        maxLength={200}
      />
    );
  }
  return (
    <Select
      label={label}
      placeholder={waiting ? makeFirst : placeholder}
      data={waiting ? [] : options}
      value={value || null}
      onChange={(chosen) => onChange(chosen ?? '')}
      error={error}
      errorProps={errorProps}
      withAsterisk={required}
      clearable={!required}
      searchable
      nothingFoundMessage={placeholder}
      disabled={disabled || values.isLoading || waiting}
    />
  );
}

export type DropdownValueFieldProps<T extends FieldValues, C = unknown, O = T> = FieldBinding<T, C, O> &
  Pick<DropdownValueSelectProps, 'categoryId' | 'identity' | 'label' | 'placeholder' | 'required' | 'make' | 'makeFirst'>;

/** DropdownValueSelect as a field of the form kit, bound to one form field. */
export function DropdownValueField<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
  disabled,
  onValueChange,
  ...props
}: DropdownValueFieldProps<T, C, O>) {
  const { field, shared, text } = useFieldProps({ control, name, disabled });
  return (
    <DropdownValueSelect
      {...props}
      value={text.value}
      onChange={(value) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
      error={shared.error}
      errorProps={shared.errorProps}
      disabled={shared.disabled}
    />
  );
}

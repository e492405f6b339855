import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@souq/contract/messages';
import { allCountriesQuery } from '../api';

export interface CountrySelectProps extends Omit<NativeSelectProps, 'data' | 'onChange' | 'value'> {
  value: string;
  onChange: (countryId: string) => void;
  /** A first 'Select Country' option with the value '' (forms); filters always hold a country. */
  withPlaceholder?: boolean;
}

/** Every country by English name, selected or not: staff prepare districts before opening a country. */
export function CountrySelect({ value, onChange, withPlaceholder = false, disabled, ...props }: CountrySelectProps) {
  const countries = useQuery(allCountriesQuery());
  const options = (countries.data ?? []).map((country) => ({ value: country._id, label: country.country_english }));
  // Until the list arrives, the chosen code still shows (and stays the select's value).
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: value });
  return (
    <NativeSelect
      {...props}
      data={withPlaceholder ? [{ value: '', label: messages.console.regions.selectCountry }, ...options] : options}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      disabled={disabled || countries.isPending}
    />
  );
}

/** The English name of a country code, from the cached list ('KW' -> 'Kuwait'). */
export function useCountryName() {
  const countries = useQuery(allCountriesQuery());
  return (countryId: string) => countries.data?.find((country) => country._id === countryId)?.country_english ?? countryId;
}

import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@/i18n/console/messages';
import { allCountriesQuery } from '../api';

/**
 * Every country by English name, selected or not: staff prepare districts before opening a
 * country. `withPlaceholder` puts 'Select Country' (value '') first, for forms; filters always
 * hold a country.
 */
export function useCountryOptions(value: string, withPlaceholder: boolean) {
  const countries = useQuery(allCountriesQuery());
  const options = (countries.data ?? []).map((country) => ({ value: country._id, label: country.country_english }));
  // Until the list arrives, the chosen code still shows (and stays the select's value).
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: value });
  return {
    data: withPlaceholder ? [{ value: '', label: messages.console.regions.selectCountry }, ...options] : options,
    pending: countries.isPending,
  };
}

export interface CountrySelectProps extends Omit<NativeSelectProps, 'data' | 'onChange' | 'value'> {
  value: string;
  onChange: (countryId: string) => void;
}

/** The country filter of the district and area lists. */
export function CountrySelect({ value, onChange, disabled, ...props }: CountrySelectProps) {
  const countries = useCountryOptions(value, false);
  return (
    <NativeSelect
      {...props}
      data={countries.data}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      disabled={disabled || countries.pending}
    />
  );
}

/** The English name of a country code, from the cached list ('KW' -> 'Kuwait'). */
export function useCountryName() {
  const countries = useQuery(allCountriesQuery());
  return (countryId: string) => countries.data?.find((country) => country._id === countryId)?.country_english ?? countryId;
}

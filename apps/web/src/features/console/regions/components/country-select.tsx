import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@/i18n/console/messages';
import { allCountriesQuery } from '../api';
import { countryName } from '@/lib/names';
import { useConsoleLanguage } from '@/i18n/console/language-state';

/**
 * Every country by name (in the console's language), selected or not: staff prepare districts before opening a
 * country. `withPlaceholder` puts 'Select Country' (value '') first, for forms; filters always
 * hold a country.
 */
export function useCountryOptions(value: string, withPlaceholder: boolean) {
  const language = useConsoleLanguage();
  const countries = useQuery(allCountriesQuery());
  const options = (countries.data ?? []).map((country) => ({ value: country._id, label: countryName(language, country) }));
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

/** A country code's name in the console's language, from the cached list ('KW' -> 'Kuwait', 'الكويت'). */
export function useCountryName() {
  const language = useConsoleLanguage();
  const countries = useQuery(allCountriesQuery());
  return (countryId: string) => {
    const country = countries.data?.find((item) => item._id === countryId);
    return country ? countryName(language, country) : countryId;
  };
}

import { Autocomplete, Checkbox, NativeSelect, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import type { DropdownIdentity } from '@souq/contract/constants';
import { LISTING_CHOICES, type ChoiceField, type ListingChoiceLabels, type ListingField, type ListingFieldLabels } from '@souq/contract/listing-fields';
import { messages, translateFieldError } from '@/i18n/console/messages';
import { dropdownValuesQuery } from '@/queries/dropdown-values';

const t = messages.console.classifieds;

/**
 * A career level may be typed when the list lacks it (the list only suggests, as the original
 * form did); a car model is picked from the category's list.
 */
const TYPED_IDENTITIES: ReadonlySet<DropdownIdentity> = new Set(['career_level']);

export type ClassifiedFormValues = Record<string, string | boolean>;

export function fieldLabel(name: string): string {
  // Typed so that the catalog must label every listing field.
  const labels: ListingFieldLabels & Record<string, string> = t.fields;
  return labels[name] ?? name;
}

interface FieldInputProps {
  spec: ListingField;
  control: Control<ClassifiedFormValues>;
  errors: FieldErrors<ClassifiedFormValues>;
  categoryId: string;
  disabled: boolean;
}

/** One type-specific field of the add form, controlled so resets and async options stay in step. */
export function FieldInput({ spec, control, errors, categoryId, disabled }: FieldInputProps) {
  const label = fieldLabel(spec.name);
  const error = translateFieldError(errors[spec.name]?.message);
  const suggestions = useSuggestions(spec, categoryId);
  return (
    <Controller
      control={control}
      name={spec.name}
      render={({ field }) => {
        const common = { label, disabled, error, errorProps: { role: 'alert' }, name: field.name, onBlur: field.onBlur };
        const text = typeof field.value === 'string' ? field.value : '';
        const select = (options: readonly { value: string; label: string }[], required = true) => (
          <NativeSelect
            {...common}
            required={required}
            value={text}
            data={[{ value: '', label: t.choose }, ...options]}
            onChange={(event) => field.onChange(event.currentTarget.value)}
          />
        );
        switch (spec.kind) {
          case 'flag':
            return (
              <Checkbox
                label={label}
                disabled={disabled}
                name={field.name}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                mt="md"
              />
            );
          case 'choice':
            // A car's colour (ours) may be left out: the spec's required fields stay the only required ones.
            return select(choiceOptions(spec), spec.required !== null);
          case 'dropdown-value':
            return TYPED_IDENTITIES.has(spec.identity) ? (
              <Autocomplete {...common} required value={text} data={suggestions} onChange={field.onChange} dir="auto" />
            ) : (
              select(suggestions.map((value) => ({ value, label: value })))
            );
          case 'number':
            return (
              <TextInput
                {...common}
                required={spec.required !== null}
                inputMode="numeric"
                value={text}
                onChange={(event) => field.onChange(event.currentTarget.value)}
              />
            );
          case 'text':
            return (
              <TextInput
                {...common}
                required={spec.required !== null}
                value={text}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                dir="auto"
              />
            );
        }
      }}
    />
  );
}

/** A choice field's options, labelled when drawn (in the console's language); typed so that the catalog must label every choice. */
function choiceOptions(spec: ChoiceField): { value: string; label: string }[] {
  const catalog: ListingChoiceLabels = t.choices;
  const labels: Record<string, string> = catalog[spec.name];
  return LISTING_CHOICES[spec.name].map((value) => ({ value, label: labels[value] ?? value }));
}

/** The category's dropdown values of a 'dropdown-value' field, by their English name. */
function useSuggestions(spec: ListingField, categoryId: string): string[] {
  const identity = spec.kind === 'dropdown-value' ? spec.identity : undefined;
  const values = useQuery({
    ...dropdownValuesQuery({ category_id: categoryId, identity_name: identity ?? 'model' }),
    enabled: Boolean(identity && categoryId),
  });
  if (!identity) return [];
  return [...new Set(values.data?.values.map((value) => value.value_en) ?? [])];
}

import { Autocomplete, Checkbox, NativeSelect, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { messages, translateFieldError } from '@/i18n/console/messages';
import { dropdownValuesQuery } from '@/queries/dropdown-values';
import type { FieldSpec } from './extra-fields';

const t = messages.console.classifieds;

/** The fixed choices of the two select kinds: lease type, and old or new (read when drawn, in the console's language). */
const choices = (kind: 'lease' | 'oldNew') =>
  kind === 'lease'
    ? [
        { value: 'rent', label: t.leaseTypes.rent },
        { value: 'sale', label: t.leaseTypes.sale },
      ]
    : [
        { value: 'old', label: t.old },
        { value: 'new', label: t.new },
      ];

export type ClassifiedFormValues = Record<string, string | boolean>;

export function fieldLabel(name: string): string {
  const labels: Record<string, string> = t.fields;
  return labels[name] ?? name;
}

interface FieldInputProps {
  spec: FieldSpec;
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
        switch (spec.field.kind) {
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
          case 'lease':
          case 'oldNew':
            return (
              <NativeSelect
                {...common}
                required
                value={text}
                data={[{ value: '', label: t.choose }, ...choices(spec.field.kind)]}
                onChange={(event) => field.onChange(event.currentTarget.value)}
              />
            );
          case 'choose':
            return (
              <NativeSelect
                {...common}
                required
                value={text}
                data={[{ value: '', label: t.choose }, ...suggestions.map((value) => ({ value, label: optionLabel(value) }))]}
                onChange={(event) => field.onChange(event.currentTarget.value)}
              />
            );
          case 'suggest':
            return (
              <Autocomplete
                {...common}
                required
                value={text}
                data={suggestions}
                onChange={field.onChange}
                dir="auto"
              />
            );
          case 'digits':
            return (
              <TextInput
                {...common}
                required={spec.field.required}
                inputMode="numeric"
                value={text}
                onChange={(event) => field.onChange(event.currentTarget.value)}
              />
            );
          case 'text':
            return spec.field.multiline ? (
              <Textarea {...common} value={text} autosize minRows={3} onChange={(event) => field.onChange(event.currentTarget.value)} dir="auto" />
            ) : (
              <TextInput
                {...common}
                required={spec.field.required}
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

/** A fixed choice's label (fuel types, transmissions); a dropdown value is its own label. */
function optionLabel(value: string): string {
  const labels: Record<string, string | undefined> = { ...t.fuelTypes, ...t.transmissions };
  return labels[value] ?? value;
}

/** The options of a 'suggest' or 'choose' field: the category's dropdown values, else the fixed list. */
function useSuggestions(spec: FieldSpec, categoryId: string): string[] {
  const field = spec.field.kind === 'suggest' || spec.field.kind === 'choose' ? spec.field : undefined;
  const identity = field?.identity;
  const values = useQuery({
    ...dropdownValuesQuery({ category_id: categoryId, identity_name: identity ?? 'model' }),
    enabled: Boolean(identity && categoryId),
  });
  if (!field) return [];
  if (identity) return [...new Set(values.data?.values.map((value) => value.value_en) ?? [])];
  return [...(field.options ?? [])];
}

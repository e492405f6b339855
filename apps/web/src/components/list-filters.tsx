import { NativeSelect, TextInput } from '@mantine/core';
import { messages } from '@/i18n/console-messages';
import { useSearchParam } from './use-search-param';

const f = messages.console.list.filters;

/**
 * One filter of a list kept in the address (?status=pending): a change starts the list again at
 * page 1. The value is what the server takes ('' for "all").
 */
export function useListFilter(name: string) {
  return useSearchParam(name, '', { filter: true });
}

export interface Choice {
  value: string;
  label: string;
}

/** A select of a filter's choices, "All" first (value ''). */
export function FilterSelect({ label, name, choices }: { label: string; name: string; choices: readonly Choice[] }) {
  const [value, setValue] = useListFilter(name);
  return (
    <NativeSelect
      label={label}
      value={value}
      data={[{ value: '', label: f.all }, ...choices]}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  );
}

/** A yes/no filter: All, Yes ('true'), No ('false'). */
export function YesNoFilter({ label, name }: { label: string; name: string }) {
  return (
    <FilterSelect
      label={label}
      name={name}
      choices={[
        { value: 'true', label: f.yes },
        { value: 'false', label: f.no },
      ]}
    />
  );
}

/** A day filter (YYYY-MM-DD, the browser's own date field). */
export function DayFilter({ label, name }: { label: string; name: string }) {
  const [value, setValue] = useListFilter(name);
  return <TextInput type="date" label={label} value={value} onChange={(event) => setValue(event.currentTarget.value)} w={160} />;
}

/** A number filter (a price), sent when the field loses focus or Enter is pressed, not per keystroke. */
export function NumberFilter({ label, name }: { label: string; name: string }) {
  const [value, setValue] = useListFilter(name);
  return (
    <TextInput
      key={value}
      type="number"
      min={0}
      label={label}
      defaultValue={value}
      inputMode="decimal"
      w={120}
      onBlur={(event) => setValue(event.currentTarget.value.trim())}
      onKeyDown={(event) => {
        if (event.key === 'Enter') setValue(event.currentTarget.value.trim());
      }}
    />
  );
}

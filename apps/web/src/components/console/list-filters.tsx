import { NativeSelect, TextInput } from '@mantine/core';
import { normalizeNumberText } from '@souq/contract/digits';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@/i18n/console/messages';
import { useSession } from '@/lib/console/session';
import { staffLookup } from '@/queries/staff';
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
    <NativeSelect label={label} value={value} data={[{ value: '', label: f.all }, ...choices]} onChange={(event) => setValue(event.currentTarget.value)} />
  );
}

/**
 * A filter by staff member (an assignee, who acted): every staff account by name. Until the list
 * has loaded, or if it cannot be, the signed-in staff member is offered alone, the choice most asked for.
 */
export function StaffFilter({ label, name }: { label: string; name: string }) {
  const staff = useQuery(staffLookup);
  const session = useSession();
  const people = staff.data ?? (session ? [session] : []);
  return <FilterSelect label={label} name={name} choices={people.map((person) => ({ value: person._id, label: person.name }))} />;
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

/**
 * A number filter (a price), sent when the field loses focus or Enter is pressed, not per keystroke.
 * A text field with a decimal keyboard rather than type="number": the browser's number field
 * drops Arabic-Indic digits, which the contract's normaliser reads as the same number.
 */
export function NumberFilter({ label, name }: { label: string; name: string }) {
  const [value, setValue] = useListFilter(name);
  return (
    <TextInput
      key={value}
      label={label}
      defaultValue={value}
      inputMode="decimal"
      w={120}
      onBlur={(event) => setValue(normalizeNumberText(event.currentTarget.value))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') setValue(normalizeNumberText(event.currentTarget.value));
      }}
    />
  );
}

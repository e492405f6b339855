import type { DropdownValue } from '@souq/contract/dropdown-values';
import { dropdownValueName } from '@/lib/names';

export interface DropdownOption {
  value: string;
  label: string;
}

/**
 * The models of one make (a sub-category id); without a make, every value. Values staff tied to
 * no make are offered with every make, so a model added without one is still choosable.
 */
export function valuesOfMake(values: readonly DropdownValue[], make: string | undefined): readonly DropdownValue[] {
  if (make === undefined) return values;
  if (make === '') return [];
  return values.filter((value) => value.sub_category_id === make || value.sub_category_id === null);
}

/**
 * A select's options from a category's dropdown values: the English name is what listings store
 * (as the console's add forms do), the label is in the member's language; one entry per name.
 * A current value no longer among them (an older listing's) stays choosable, so an edit keeps it.
 */
export function dropdownOptions(values: readonly DropdownValue[], language: string, current = ''): DropdownOption[] {
  const options = new Map<string, DropdownOption>();
  for (const value of values) {
    if (options.has(value.value_en)) continue;
    options.set(value.value_en, { value: value.value_en, label: dropdownValueName(language, value) });
  }
  const sorted = [...options.values()].sort((a, b) => a.label.localeCompare(b.label, language));
  if (current && !options.has(current)) sorted.unshift({ value: current, label: current });
  return sorted;
}

import { describe, expect, it } from 'vitest';
import type { DropdownValue } from '@souq/contract/dropdown-values';
import { dropdownOptions, valuesOfMake } from './dropdown-options';

const value = (value_en: string, value_ar: string, sub_category_id: string | null = null): DropdownValue => ({
  _id: value_en,
  value_en,
  value_ar,
  category_id: 'c1',
  sub_category_id,
  identity_name: 'model',
  createdAt: new Date('2026-11-25T10:00:00Z'),
});

describe('dropdown values as select options', () => {
  const values = [value('Land Cruiser', 'لاند كروزر'), value('Camry', 'كامري'), value('Camry', 'كامري ٢')];

  it('stores the English name, shows the member’s language, once per name, in order', () => {
    expect(dropdownOptions(values, 'en')).toEqual([
      { value: 'Camry', label: 'Camry' },
      { value: 'Land Cruiser', label: 'Land Cruiser' },
    ]);
    expect(dropdownOptions(values, 'ar').map((option) => option.label)).toEqual(['كامري', 'لاند كروزر']);
  });

  it('keeps a current value that is no longer among them, first', () => {
    expect(dropdownOptions(values, 'en', 'Corolla')[0]).toEqual({ value: 'Corolla', label: 'Corolla' });
    expect(dropdownOptions(values, 'en', 'Camry')).toHaveLength(2);
    expect(dropdownOptions([], 'en')).toEqual([]);
  });

  it('falls back to the English name when the Arabic one is empty', () => {
    expect(dropdownOptions([value('Junior', '')], 'ar')).toEqual([{ value: 'Junior', label: 'Junior' }]);
  });

  it('offers a make’s models only (and the ones tied to no make), nothing before a make is chosen', () => {
    const models = [value('Camry', 'كامري', 'toyota'), value('Patrol', 'باترول', 'nissan'), value('Other model', 'طراز آخر')];
    expect(valuesOfMake(models, 'toyota').map((model) => model.value_en)).toEqual(['Camry', 'Other model']);
    expect(valuesOfMake(models, 'nissan').map((model) => model.value_en)).toEqual(['Patrol', 'Other model']);
    expect(valuesOfMake(models, '')).toEqual([]);
    expect(valuesOfMake(models, undefined)).toHaveLength(3);
  });
});

import { describe, expect, it } from 'vitest';
import { categoryName, countryName, nameIn, storedValueName } from './names';

describe('nameIn', () => {
  it('names a record in Arabic in the Arabic UI and in English otherwise', () => {
    expect(nameIn('ar', 'Cars', 'سيارات')).toBe('سيارات');
    expect(nameIn('en', 'Cars', 'سيارات')).toBe('Cars');
    expect(categoryName('ar', { category_en: 'Cars', category_ar: 'سيارات' })).toBe('سيارات');
  });

  it('falls back to the other name where the wanted one is missing or blank', () => {
    expect(countryName('ar', { country_english: 'Kuwait', country_arabic: null })).toBe('Kuwait');
    expect(nameIn('ar', 'Kuwait', '  ')).toBe('Kuwait');
    expect(nameIn('en', '', 'الكويت')).toBe('الكويت');
  });
});

describe('storedValueName', () => {
  const models = [
    { value_en: 'Camry', value_ar: 'كامري' },
    { value_en: 'Land Cruiser', value_ar: 'لاند كروزر' },
  ];

  it("shows a stored English name in the reader's language, whatever its case", () => {
    expect(storedValueName('ar', 'Camry', models)).toBe('كامري');
    expect(storedValueName('ar', 'land cruiser', models)).toBe('لاند كروزر');
    expect(storedValueName('en', 'Camry', models)).toBe('Camry');
  });

  it('shows a value stored by its Arabic name in English too, and any other text as it is', () => {
    expect(storedValueName('en', 'كامري', models)).toBe('Camry');
    expect(storedValueName('ar', 'Corolla', models)).toBe('Corolla');
    expect(storedValueName('ar', 'Camry', [])).toBe('Camry');
  });
});

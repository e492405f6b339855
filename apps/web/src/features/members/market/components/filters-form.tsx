import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClassifiedTypeKey } from '@souq/contract/constants';
import { LISTING_CHOICES, listingField, type ListingField } from '@souq/contract/listing-fields';
import { normalizeNumberText } from '@souq/contract/digits';
import { useMarketText, type MarketKey } from '@/i18n/members/market';
import { areasQuery, districtsQuery, subCategoriesQuery } from '../api';
import { filtersOf, isRangeFilter, type FilterKey, type SearchState } from '../filters';
import { DropdownValueSelect } from './dropdown-value-select';
import { areaName, districtName, subCategoryName } from '@/lib/names';

export interface FiltersFormProps {
  type: ClassifiedTypeKey | null | undefined;
  country: string;
  search: SearchState;
  onApply: (filters: SearchState['filters']) => void;
}

type Draft = SearchState['filters'];

/** Digits as typed, Arabic-Indic ones read as Western, anything else dropped but the decimal point. */
const digitsOnly = (value: string) => normalizeNumberText(value).replace(/[^\d.]/g, '');

interface TypeFilterProps {
  field: ListingField;
  categoryId: string;
  value: string;
  onChange: (value: string | null) => void;
  /** The car make filtered on: the model list offers its models only. */
  make?: string;
}

/** A car's make among the category's sub-categories; empty means any. */
function MakeFilter({ categoryId, value, onChange }: Omit<TypeFilterProps, 'field' | 'make'>) {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const makes = useQuery(subCategoriesQuery(categoryId));
  return (
    <Select
      label={t('search.fields.sub_category_id')}
      placeholder={t('search.any.sub_category_id')}
      data={(makes.data ?? []).map((sub) => ({ value: sub._id, label: subCategoryName(i18n.language, sub) }))}
      value={value || null}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={t('search.empty')}
    />
  );
}

/** One of the type's own fields as a filter, asked for as its kind says (listing-fields.ts); empty means any. */
function TypeFilter({ field, categoryId, value, onChange, make }: TypeFilterProps) {
  const t = useMarketText();
  const label = t(`search.fields.${field.name}` as MarketKey);
  const any = () => t(`search.any.${field.name}` as MarketKey);
  switch (field.kind) {
    case 'number':
      return (
        <TextInput label={label} inputMode="numeric" value={value} onChange={(event) => onChange(digitsOnly(event.currentTarget.value).replace('.', ''))} />
      );
    case 'dropdown-value':
      return (
        <DropdownValueSelect
          categoryId={categoryId}
          identity={field.identity}
          label={label}
          placeholder={any()}
          value={value}
          onChange={onChange}
          make={make || undefined}
        />
      );
    case 'flag':
      return (
        <Select
          label={label}
          placeholder={any()}
          data={(['true', 'false'] as const).map((choice) => ({ value: choice, label: t(`search.flag.${choice}`) }))}
          value={value || null}
          onChange={onChange}
          clearable
        />
      );
    case 'choice':
      return (
        <Select
          label={label}
          placeholder={any()}
          data={LISTING_CHOICES[field.name].map((choice) => ({
            value: choice,
            label: t(`listing.choices.${field.name}.${choice}` as MarketKey),
          }))}
          value={value || null}
          onChange={onChange}
          clearable
        />
      );
    default:
      return null;
  }
}

/**
 * The search's filters for the category's type (its text is in the search box above). Typed values wait for "Show results" (the address
 * changes once, not at each key); what was typed stays in the form if the search then fails.
 */
export function FiltersForm({ type, country, search, onApply }: FiltersFormProps) {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const [draft, setDraft] = useState<Draft>(search.filters);
  const keys = filtersOf(type);
  const districts = useQuery(districtsQuery(country));
  const areas = useQuery(areasQuery(draft.district_id ?? ''));

  const set = (key: FilterKey, value: string | null) =>
    setDraft((previous) => {
      const next = { ...previous, [key]: value ?? '' };
      if (key === 'district_id') next.area_id = '';
      // Another make's model is not this make's.
      if (key === 'sub_category_id') next.model = '';
      return next;
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    const filters: Draft = {};
    for (const key of keys) {
      const value = draft[key]?.trim();
      if (value) filters[key] = value;
    }
    onApply(filters);
  }

  function clear() {
    setDraft({});
    onApply({});
  }

  return (
    <Paper component="form" withBorder radius="md" p="md" onSubmit={submit} aria-label={t('search.filters')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Group grow gap="sm" align="flex-start">
          <TextInput
            label={t('search.priceMin')}
            inputMode="decimal"
            value={draft.price_min ?? ''}
            onChange={(event) => set('price_min', digitsOnly(event.currentTarget.value))}
          />
          <TextInput
            label={t('search.priceMax')}
            inputMode="decimal"
            value={draft.price_max ?? ''}
            onChange={(event) => set('price_max', digitsOnly(event.currentTarget.value))}
          />
        </Group>
        <Select
          label={t('search.district')}
          placeholder={t('search.anyDistrict')}
          data={(districts.data ?? []).map((d) => ({ value: d._id, label: districtName(i18n.language, d) }))}
          value={draft.district_id || null}
          onChange={(value) => set('district_id', value)}
          searchable
          clearable
          nothingFoundMessage={t('search.empty')}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('search.area')}
          placeholder={t('search.anyArea')}
          data={(areas.data ?? []).map((a) => ({ value: a._id, label: areaName(i18n.language, a) }))}
          value={draft.area_id || null}
          onChange={(value) => set('area_id', value)}
          disabled={!draft.district_id}
          searchable
          clearable
        />
        {keys.map((key) => {
          if (key === 'sub_category_id') {
            return <MakeFilter key={key} categoryId={search.category_id} value={draft[key] ?? ''} onChange={(value) => set(key, value)} />;
          }
          if (isRangeFilter(key)) {
            return (
              <TextInput
                key={key}
                label={t(`search.fields.${key}`)}
                inputMode="numeric"
                value={draft[key] ?? ''}
                onChange={(event) => set(key, digitsOnly(event.currentTarget.value).replace('.', ''))}
              />
            );
          }
          const field = type ? listingField(type, key) : undefined;
          return (
            field && (
              <TypeFilter
                key={key}
                field={field}
                categoryId={search.category_id}
                value={draft[key] ?? ''}
                onChange={(value) => set(key, value)}
                make={draft.sub_category_id}
              />
            )
          );
        })}
      </SimpleGrid>
      <Group mt="md" gap="sm">
        <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
          {t('search.apply')}
        </Button>
        <Button variant="subtle" color="gray" leftSection={<IconFilterOff size={18} aria-hidden />} onClick={clear}>
          {t('search.clear')}
        </Button>
      </Group>
    </Paper>
  );
}

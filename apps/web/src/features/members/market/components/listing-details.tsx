import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClassifiedExtras } from '@souq/contract/classifieds';
import { choiceOf, LISTING_CHOICES, type ListingChoiceField } from '@souq/contract/listing-fields';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { useMarketText, type MarketKey } from '@/i18n/members/market';
import { formatNumber } from '@/lib/format';
import { numberFormat } from '@souq/contract/price-format';
import { storedValueName, subCategoryName } from '@/lib/names';
import { dropdownValuesQuery, subCategoriesQuery } from '../api';
import { asksForMake, sellFields } from '../sell-fields';

/** A choice as stored (the API takes any case, "petrol" as well as "Petrol"): the list's spelling of it, if it is one. */
function listedChoice(field: ListingChoiceField, stored: string): string | undefined {
  const key = stored.trim().toLowerCase();
  return (LISTING_CHOICES[field] as readonly string[]).find((choice) => choice.toLowerCase() === key);
}

/** A year is a name, not an amount: no thousands mark, in the reader's digits. */
const yearText = (year: string, language: string) => numberFormat(language, { useGrouping: false }).format(Number(year));

/**
 * What buyers judge a car or a flat by, in one line under the price: "2021 · 45,000 km",
 * "120 m² · For rent · Furnished"; '' for other listings.
 */
function useFactsLine(listing: MemberClassifiedDetail): string {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const parts: string[] = [];
  if (listing.year) parts.push(yearText(listing.year, language));
  if (listing.mileage) parts.push(t('listing.kilometres', { count: Number(listing.mileage) }));
  if (listing.size) parts.push(t('listing.squareMetres', { count: Number(listing.size) }));
  if (listing.classifiedType === 'property' && (listing.leaseType === 'rent' || listing.leaseType === 'sale')) {
    parts.push(t(`listing.choices.leaseType.${listing.leaseType}`));
  }
  if (listing.furnished) parts.push(t('listing.fields.furnished'));
  return parts.join(t('listing.factsSeparator'));
}

/** The facts line under the listing's price; nothing for a listing without such facts. */
export function FactsLine({ listing }: { listing: MemberClassifiedDetail }) {
  const line = useFactsLine(listing);
  return line ? (
    <Text fw={600} size="lg" data-testid="listing-facts">
      {line}
    </Text>
  ) : null;
}

/**
 * The type's own fields as a compact list, in the sell form's order (a car's make, model, year,
 * kilometres and colour first), in the reader's language: a choice, yes/no and new/used in words,
 * a car model or career level by the category's value's name in that language.
 */
export function ListingDetails({ listing }: { listing: MemberClassifiedDetail }) {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const type = listing.classifiedType;
  const fields = type ? sellFields(type) : [];
  const withMake = Boolean(type && asksForMake(type) && listing.sub_category_id);
  const makes = useQuery({ ...subCategoriesQuery(listing.category_id._id), enabled: withMake });
  // The category's named values of each identity the type has (models, career levels), as the sell form lists them.
  const identities = [...new Set(fields.flatMap((field) => (field.kind === 'dropdown-value' ? [field.identity] : [])))];
  const named = useQueries({ queries: identities.map((identity) => dropdownValuesQuery(listing.category_id._id, identity)) });
  const rows: { key: string; label: string; value: string }[] = [];
  if (withMake && listing.sub_category_id) {
    const make = makes.data?.find((sub) => sub._id === listing.sub_category_id?._id);
    rows.push({ key: 'make', label: t('listing.make'), value: make ? subCategoryName(language, make) : listing.sub_category_id.sub_category_en });
  }
  for (const field of fields) {
    const value = listing[field.name as keyof ClassifiedExtras];
    if (value === undefined || value === null || value === '') continue;
    // A value outside the list (written through the API) shows as it is.
    const choice = field.kind === 'choice' ? listedChoice(field.name, choiceOf(field, value)) : undefined;
    const values = field.kind === 'dropdown-value' ? (named[identities.indexOf(field.identity)]?.data ?? []) : [];
    const shown = choice
      ? t(`listing.choices.${field.name}.${choice}` as MarketKey)
      : typeof value === 'boolean'
        ? t(value ? 'listing.yes' : 'listing.no')
        : field.name === 'year' && /^\d{4}$/.test(value)
          ? yearText(value, language)
          : /^\d{1,15}$/.test(String(value))
            ? formatNumber(Number(value), language)
            : field.kind === 'dropdown-value'
              ? storedValueName(language, String(value), values)
              : String(value);
    rows.push({ key: field.name, label: t(`listing.fields.${field.name}` as MarketKey), value: shown });
  }
  if (rows.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="listing-details">
      <Title order={2} size="h4" id="listing-details" mb="sm">
        {t('listing.details')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
        {rows.map((row) => (
          <div key={row.key}>
            <Text component="dt" size="sm" c="dimmed">
              {row.label}
            </Text>
            <Text component="dd" m={0} fw={600} dir="auto">
              {row.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

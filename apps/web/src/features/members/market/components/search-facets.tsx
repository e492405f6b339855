import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMarketText, type MarketKey, type MarketText } from '@/i18n/members/market';
import { formatNumber } from '@/lib/format';
import type { ChipLabel, FacetChip, FacetGroup } from '../facets';
import { nameIn } from '@/lib/names';

/** A chip's words in the reader's language: a record's own name, a fixed choice's catalog label, a price band, or the value itself. */
export function chipText(label: ChipLabel, t: MarketText, language: string): string {
  switch (label.kind) {
    case 'name':
      return nameIn(language, label.en, label.ar);
    case 'choice':
      return t(`listing.choices.${label.field}.${label.choice}` as MarketKey);
    case 'price': {
      const min = formatNumber(Number(label.min), language);
      return label.max === null ? t('search.facets.priceFrom', { min }) : t('search.facets.priceBand', { min, max: formatNumber(Number(label.max), language) });
    }
    default:
      // A counted number (rooms, cylinders) in the reader's digits; a model's name as it is.
      return /^\d+$/.test(label.value) ? formatNumber(Number(label.value), language) : label.value;
  }
}

/** What a group of chips is called: the category, district and price have their own; a field is named as its filter is. */
const groupTitle = (group: FacetGroup, t: MarketText) =>
  group.key === 'category_id' || group.key === 'district_id' || group.key === 'price'
    ? t(`search.facets.${group.key}`)
    : t(`search.fields.${group.key}` as MarketKey);

function Chip({ chip, atLeast, onApply }: { chip: FacetChip; atLeast: boolean; onApply: (chip: FacetChip) => void }) {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const count = formatNumber(chip.count, i18n.language);
  return (
    <Button variant="light" color="teal" radius="xl" size="compact-md" fw={500} onClick={() => onApply(chip)} style={{ flexShrink: 0 }}>
      <Text span inherit dir="auto">
        {chipText(chip.label, t, i18n.language)}
      </Text>{' '}
      <Text span inherit ms={4}>
        ({atLeast ? t('search.countAtLeast', { count }) : count})
      </Text>
    </Button>
  );
}

/**
 * The search's counts as chips, grouped by the filter each sets (only filters not set yet); a tap
 * sets that filter. A wide screen gives each group a row; a phone puts every group in one row
 * that scrolls sideways, so the first listings stay on the first screen. Counts over a search
 * that found more than the server counts (`atLeast`) read as lower bounds.
 */
export function SearchFacets({
  groups,
  atLeast,
  onApply,
  oneRow = false,
}: {
  groups: FacetGroup[];
  atLeast: boolean;
  onApply: (chip: FacetChip) => void;
  oneRow?: boolean;
}) {
  const t = useMarketText();
  if (groups.length === 0) return null;
  const chipsOf = (group: FacetGroup) => group.chips.map((chip) => <Chip key={chip.id} chip={chip} atLeast={atLeast} onApply={onApply} />);
  if (oneRow) {
    return (
      <Group
        component="nav"
        aria-label={t('search.facets.label')}
        data-testid="search-facets"
        gap="md"
        wrap="nowrap"
        pb={2}
        // The row runs to the screen's edges, so a chip cut at the edge shows that it scrolls.
        style={{
          overflowX: 'auto',
          scrollbarWidth: 'none',
          marginInline: 'calc(var(--mantine-spacing-md) * -1)',
          paddingInline: 'var(--mantine-spacing-md)',
        }}
      >
        {groups.map((group) => {
          const title = groupTitle(group, t);
          return (
            <Group key={group.key} role="group" aria-label={title} gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
              <Text span size="sm" fw={600} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {title}
              </Text>
              {chipsOf(group)}
            </Group>
          );
        })}
      </Group>
    );
  }
  return (
    <Stack gap="xs" component="nav" aria-label={t('search.facets.label')} data-testid="search-facets">
      {groups.map((group) => {
        const title = groupTitle(group, t);
        return (
          <div key={group.key} role="group" aria-label={title}>
            <Text size="sm" fw={600} c="dimmed" mb={4}>
              {title}
            </Text>
            <Group gap={6} wrap="nowrap" style={{ overflowX: 'auto', scrollbarWidth: 'none' }} pb={2}>
              {chipsOf(group)}
            </Group>
          </div>
        );
      })}
    </Stack>
  );
}

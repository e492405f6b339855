import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useMarketText } from '@/i18n/members/market';
import type { SetFilter } from './set-filters';

export interface ActiveFiltersProps {
  filters: SetFilter[];
  onDrop: (key: SetFilter['key']) => void;
}

/**
 * The filters the search has, each a chip that takes it away ("Make: Toyota ×"): on a phone the
 * filters fold away under a button, and these say what narrows the results without opening it.
 * The category is the page's title, not a chip.
 */
export function ActiveFilters({ filters, onDrop }: ActiveFiltersProps) {
  const t = useMarketText();
  const shown = filters.filter((filter) => filter.key !== 'category_id');
  if (shown.length === 0) return null;
  return (
    <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('search.activeFilters')}>
      {shown.map((filter) => (
        <li key={filter.key}>
          <Button
            size="compact-sm"
            variant="light"
            radius="xl"
            rightSection={<IconX size={14} aria-hidden />}
            onClick={() => onDrop(filter.key)}
            aria-label={t('search.dropFilter', { filter: filter.text })}
          >
            <span dir="auto">{filter.text}</span>
          </Button>
        </li>
      ))}
    </Group>
  );
}

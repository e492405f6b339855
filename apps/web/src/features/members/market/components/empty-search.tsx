import { Button, Group, Stack, Text } from '@mantine/core';
import { IconSearchOff, IconX } from '@tabler/icons-react';
import { MembersState } from '@/components/members/members-state';
import { useMarketText } from '@/i18n/members/market';
import type { SetFilter } from './set-filters';

/**
 * The member's text inside a sentence as its own direction island (first-strong isolate), the
 * plain-text form of dir="auto": an English word in an Arabic sentence keeps the sentence in order.
 */
const isolated = (text: string) => `\u2068${text}\u2069`;

export interface EmptySearchProps {
  q: string;
  filters: SetFilter[];
  onDropFilter: (key: SetFilter['key']) => void;
  onDropText: () => void;
}

/** No listing found: says what was searched, and offers the same search without each of its filters, or without its text. */
export function EmptySearch({ q, filters, onDropFilter, onDropText }: EmptySearchProps) {
  const t = useMarketText();
  const widenable = filters.length > 0 || q !== '';
  return (
    <MembersState
      order={2}
      icon={<IconSearchOff size={28} aria-hidden />}
      title={q ? t('search.nothingFor', { q: isolated(q) }) : t('search.empty')}
      text={widenable ? t('search.widen') : t('search.emptyText')}
    >
      {widenable && (
        <Stack gap="xs" align="center">
          <Group gap="xs" justify="center">
            {filters.map((filter) => (
              <Button key={filter.key} variant="light" radius="xl" leftSection={<IconX size={16} aria-hidden />} onClick={() => onDropFilter(filter.key)}>
                <Text span inherit dir="auto">
                  {t('search.dropFilter', { filter: filter.text })}
                </Text>
              </Button>
            ))}
            {q && (
              <Button variant="light" color="gray" radius="xl" leftSection={<IconX size={16} aria-hidden />} onClick={onDropText}>
                {t('search.dropText', { q: isolated(q) })}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </MembersState>
  );
}

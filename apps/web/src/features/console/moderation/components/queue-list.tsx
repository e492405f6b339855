import { forwardRef, useEffect } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ModerationItem } from '@souq/contract/moderation';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@/i18n/console/messages';
import { SignalBadges } from './server-signals';
import { UserText } from '@/components/console/user-text';
import { formatDateTime } from '@/lib/dates';
import { kindLabel, reportCategoryLabel } from './format';

export const itemKey = (item: Pick<ModerationItem, 'kind' | 'subject_id'>) => `${item.kind}:${item.subject_id}`;
const optionId = (item: ModerationItem) => `moderation-item-${item.kind}-${item.subject_id}`;

interface QueueListProps {
  items: ModerationItem[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
}

/**
 * The queue as a listbox: one tab stop, the selection moved with j/k (or the arrow keys while it
 * has focus) and announced through aria-activedescendant.
 */
export const QueueList = forwardRef<HTMLDivElement, QueueListProps>(function QueueList({ items, selectedKey, onSelect }, ref) {
  const m = messages.console.moderation;
  const selected = items.find((item) => itemKey(item) === selectedKey);
  useEffect(() => {
    if (selected) document.getElementById(optionId(selected))?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  return (
    <div
      ref={ref}
      role="listbox"
      tabIndex={0}
      aria-label={m.queueLabel}
      aria-activedescendant={selected ? optionId(selected) : undefined}
      className="moderation-queue"
      style={{ maxHeight: '70vh', overflowY: 'auto', outlineOffset: 2 }}
    >
      {items.map((item) => {
        const isSelected = itemKey(item) === selectedKey;
        return (
          <div
            key={itemKey(item)}
            id={optionId(item)}
            role="option"
            aria-selected={isSelected}
            data-kind={item.kind}
            onClick={() => onSelect(itemKey(item))}
            style={{
              cursor: 'pointer',
              padding: '8px 12px',
              borderInlineStart: `4px solid ${isSelected ? 'var(--mantine-color-blue-7)' : 'transparent'}`,
              background: isSelected ? 'var(--mantine-color-blue-0)' : undefined,
              borderBottom: '1px solid var(--mantine-color-gray-3)',
            }}
          >
            <Stack gap={2}>
              <Group gap="xs" wrap="nowrap">
                <Badge variant="outline" color="dark" size="sm">
                  {kindLabel(item.kind)}
                </Badge>
                <Text fw={600} size="sm" lineClamp={1}>
                  <UserText>{item.subject.exists ? item.subject.title : m.contentGone}</UserText>
                </Text>
              </Group>
              <SignalBadges item={item} />
              {item.reportCategories.some((category) => category !== 'other') && (
                <Group gap={4}>
                  {item.reportCategories
                    .filter((category) => category !== 'other')
                    .map((category) => (
                      <Badge key={category} size="xs" variant="light" color={category === 'scam' || category === 'prohibited' ? 'red' : 'gray'} c="dark">
                        {reportCategoryLabel(category)}
                      </Badge>
                    ))}
                </Group>
              )}
              <Text size="sm" lineClamp={1}>
                <UserText>{item.reasons.join(' · ') || m.noReason}</UserText>
              </Text>
              <Group gap="md">
                <Text size="xs">{fillTemplate(m.reporterCount, { count: item.reporters })}</Text>
                <Text size="xs">{formatDateTime(item.lastReportedAt)}</Text>
                {item.assignee && (
                  <Text size="xs">
                    {m.assignee}: <UserText>{item.assignee.name}</UserText>
                  </Text>
                )}
              </Group>
            </Stack>
          </div>
        );
      })}
    </div>
  );
});

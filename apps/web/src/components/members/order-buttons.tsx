import type { ReactNode } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';

export interface OrderButtonsProps {
  /** Each button's accessible name (the screen's own words, e.g. with the item's number). */
  labels: { earlier: string; later: string; remove: string };
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** Buttons of the item's own, before these (Retry of a failed upload). */
  children?: ReactNode;
}

/**
 * Move earlier, move later and remove, for one item of a list the member orders (a post's media,
 * a listing's photos): buttons, so the keyboard and screen readers re-order as well as a finger.
 */
export function OrderButtons({ labels, index, count, disabled, onMove, onRemove, children }: OrderButtonsProps) {
  return (
    <Group gap={2} wrap="nowrap">
      {children}
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={labels.earlier} disabled={disabled || index === 0} onClick={() => onMove(-1)}>
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={labels.later} disabled={disabled || index === count - 1} onClick={() => onMove(1)}>
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" size="lg" aria-label={labels.remove} disabled={disabled} onClick={onRemove}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

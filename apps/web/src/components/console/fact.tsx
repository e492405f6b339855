import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** One labelled fact of a record's detail (its date, its owner): the label small and dimmed, the value under it. */
export function Fact({ label, dir, children }: { label: string; dir?: 'auto'; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" dir={dir}>
        {children}
      </Text>
    </div>
  );
}

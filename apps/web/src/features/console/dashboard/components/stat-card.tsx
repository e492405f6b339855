import type { ComponentType } from 'react';
import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { consoleLanguage } from '@/i18n/console/language-state';
import { formatNumber } from '@/lib/format';

export interface StatCardProps {
  label: string;
  value: number | undefined;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  color: string;
  loading: boolean;
}

/** One dashboard count; the label names the number for screen readers too. */
export function StatCard({ label, value, icon: Icon, color, loading }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" shadow="xs" role="group" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          {value === undefined && loading ? (
            <Skeleton h={34} w={90} mt={8} />
          ) : (
            <Text fz={30} fw={700} lh={1.2} mt={4} data-testid="stat-value" style={{ opacity: loading ? 0.5 : 1 }}>
              {value === undefined ? '—' : formatNumber(value, consoleLanguage())}
            </Text>
          )}
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          <Icon size={24} stroke={1.6} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

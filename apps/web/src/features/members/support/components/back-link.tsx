import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A link back up, its arrow pointing the way the reader's language reads. */
export function BackLink({ to, label }: { to: string; label: string }) {
  const { i18n } = useTranslation();
  const Arrow = i18n.dir(i18n.language) === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <Arrow size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

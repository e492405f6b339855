import { Group, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconEye, IconHeart, IconMessageCircle, IconPhone } from '@tabler/icons-react';
import type { ListingStats as Stats } from '@souq/contract/members-classifieds';
import { useMarketText } from '@/i18n/members/market';

const FIGURES = [
  { key: 'views', Icon: IconEye },
  { key: 'calls', Icon: IconPhone },
  { key: 'whatsapp', Icon: IconBrandWhatsapp },
  { key: 'chats', Icon: IconMessageCircle },
  { key: 'favourites', Icon: IconHeart },
] as const;

/** What buyers did with one of the member's listings: views, Call and WhatsApp taps, chats, favourites. */
export function ListingStats({ stats, title, size = 'sm' }: { stats: Stats; title: string; size?: 'xs' | 'sm' }) {
  const t = useMarketText();
  return (
    <Group component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('mine.stats', { title })}>
      {FIGURES.map(({ key, Icon }) => (
        <Group key={key} component="li" gap={4} wrap="nowrap">
          <Icon size={size === 'xs' ? 14 : 16} aria-hidden />
          <Text size={size} c="dimmed">
            {t(`mine.${key}`, { count: stats[key] })}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

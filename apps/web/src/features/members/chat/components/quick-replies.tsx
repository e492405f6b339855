import { Button, Group, Text } from '@mantine/core';
import { useMarketText } from '@/i18n/members/market';

const QUICK_REPLIES = ['available', 'negotiable', 'see', 'where'] as const;

/**
 * The buyer's first message in one tap: a few questions from the catalog, in the reader's language,
 * sent as an ordinary message.
 */
export function QuickReplies({ onPick }: { onPick: (text: string) => void }) {
  const t = useMarketText();
  return (
    <div role="group" aria-labelledby="quick-replies-title">
      <Text size="xs" c="dimmed" id="quick-replies-title" mb={4}>
        {t('offers.quickTitle')}
      </Text>
      <Group gap={6}>
        {QUICK_REPLIES.map((key) => (
          <Button key={key} variant="outline" radius="xl" size="compact-sm" onClick={() => onPick(t(`offers.quick.${key}`))}>
            {t(`offers.quick.${key}`)}
          </Button>
        ))}
      </Group>
    </div>
  );
}

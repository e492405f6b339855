import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ChatWarningCategory } from '@souq/contract/chat-warnings';
import { useMarketText } from '@/i18n/members/market';

/**
 * The advice shown under a received message that hit the scam-warning rules: the general rule
 * first (never pay before you have the item), then one line per category the message hit.
 * The message is delivered whatever it hit; this card is the whole of the control the receiver sees.
 */
export function ScamWarningCard({ warnings }: { warnings: readonly ChatWarningCategory[] }) {
  const t = useMarketText();
  if (warnings.length === 0) return null;
  return (
    <Alert
      role="note"
      color="orange"
      variant="light"
      radius="md"
      mt={6}
      p="xs"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('chat.warning.title')}
      data-testid="scam-warning"
    >
      <Text size="sm" fw={600} dir="auto">
        {t('chat.warning.general')}
      </Text>
      <List size="sm" mt={4} spacing={2}>
        {warnings.map((category) => (
          <List.Item key={category} dir="auto">
            {t(`chat.warning.${category}`)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

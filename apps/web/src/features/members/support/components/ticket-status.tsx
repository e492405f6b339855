import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@souq/contract/support';

/** Open or Closed, in the reader's language. */
export function TicketStatus({ status }: { status: Ticket['status'] }) {
  const { t } = useTranslation('support');
  return (
    <Badge color={status === 'open' ? 'teal' : 'gray'} variant="light" tt="none" style={{ flexShrink: 0 }}>
      {status === 'open' ? t('support.status.open') : t('support.status.closed')}
    </Badge>
  );
}

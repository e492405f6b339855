import { Badge } from '@mantine/core';
import { messages } from '@/i18n/console/messages';
import type { TicketStatus } from '../api';

const t = messages.console.support;

/** open (teal) or closed (grey). */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge color={status === 'open' ? 'teal' : 'gray'} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {t[status]}
    </Badge>
  );
}

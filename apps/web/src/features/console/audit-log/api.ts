import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getAuditLogRoute } from '@souq/contract/audit';
import { PAGE_SIZE } from '@souq/contract/constants';
import { callRoute } from '@/lib/api-client';
import type { SortOrder } from '@souq/contract/list-query';

export type AuditLogFilter = {
  page: number;
  action?: string;
  record_type?: string;
  record_id?: string;
  // size, direction of time, actor and days.
  size?: number;
  order?: SortOrder;
  actor_id?: string;
  createdFrom?: string;
  createdTo?: string;
};

export const auditKeys = {
  list: (input: AuditLogFilter) => ['audit-log', input] as const,
};

export const auditLogQuery = (input: AuditLogFilter) =>
  queryOptions({
    queryKey: auditKeys.list(input),
    queryFn: ({ signal }) =>
      callRoute(
        getAuditLogRoute,
        {
          page: input.page,
          itemsPerPage: input.size ?? PAGE_SIZE,
          order: input.order,
          actor_id: input.actor_id || undefined,
          createdFrom: input.createdFrom || undefined,
          createdTo: input.createdTo || undefined,
          withTotal: 'true',
          action: input.action || undefined,
          record_type: input.record_type || undefined,
          record_id: input.record_id || undefined,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

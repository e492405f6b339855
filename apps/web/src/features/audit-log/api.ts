import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getAuditLogRoute } from '@souq/contract/audit';
import { PAGE_SIZE } from '@souq/contract/constants';
import { callRoute } from '@/lib/api-client';

export type AuditLogFilter = { page: number; action?: string; record_type?: string; record_id?: string };

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
          itemsPerPage: PAGE_SIZE,
          action: input.action || undefined,
          record_type: input.record_type || undefined,
          record_id: input.record_id || undefined,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

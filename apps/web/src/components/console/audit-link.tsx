import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/lib/console/paths';

/** Opens the audit log filtered to one record's history. */
export function AuditLink({ recordType, recordId, label }: { recordType: string; recordId: string; label: string }) {
  const query = new URLSearchParams({ record_type: recordType, record_id: recordId }).toString();
  return (
    <Anchor component={Link} to={`${paths.auditLog}?${query}`} size="sm">
      {label}
    </Anchor>
  );
}

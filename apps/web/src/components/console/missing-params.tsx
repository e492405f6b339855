import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The spec's alert for an address without its id or classified parameter. */
export function MissingParams({ problem }: { problem: string }) {
  return (
    <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />} maw={640}>
      {problem}
    </Alert>
  );
}

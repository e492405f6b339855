import { Alert } from '@mantine/core';
import { errorText } from '@/lib/api-client';

/** A failed call's text (the server's, else the spec's fallback), announced; nothing without a failure. */
export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {errorText(error)}
    </Alert>
  );
}

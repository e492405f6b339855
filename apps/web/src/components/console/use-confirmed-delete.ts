import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorText } from '@/lib/api-client';
import type { ConfirmDialogProps } from './confirm-dialog';

/**
 * Delete-after-confirmation for a list row: `ask(row)` opens the dialog, Yes runs the mutation
 * with the row's id, and a failure (e.g. a 409 'still in use') stays in the dialog.
 * Spread `dialog` into <ConfirmDialog message=... />.
 */
export function useConfirmedDelete<T, R>(
  remove: UseMutationResult<R, Error, string>,
  idOf: (row: T) => string,
  onDeleted: (row: T) => void,
  /** How a failure reads in the dialog; the server's text by default. */
  describeError: (error: Error) => string = errorText,
) {
  const [target, setTarget] = useState<T | null>(null);

  const dialog: Omit<ConfirmDialogProps, 'message'> = {
    opened: target !== null,
    busy: remove.isPending,
    error: remove.error ? describeError(remove.error) : null,
    onConfirm: () => {
      if (!target) return;
      remove.mutate(idOf(target), {
        onSuccess: () => {
          setTarget(null);
          onDeleted(target);
        },
      });
    },
    onCancel: () => setTarget(null),
  };

  const ask = (row: T) => {
    remove.reset();
    setTarget(row);
  };

  /** The row being asked about, to name it in the dialog. */
  return { ask, dialog, target };
}

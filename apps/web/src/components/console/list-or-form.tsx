import { Fragment, useCallback, useState, type ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { StatusBanner, useStatusBanner } from './status-banner';

export type ListOrFormMode<T> = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; row: T };

/** The props every add/edit form of a list page takes. */
export interface ListFormEvents {
  onSaved: (message: string) => void;
  onFailed: (message: string) => void;
  onBack: () => void;
}

/**
 * State of a page that shows a list, or an add/edit form in its place: the mode, the status
 * banner, and the form's events (saved: back to the list with a success banner; failed: the
 * form stays, under an error banner; back: the list).
 */
export function useListOrForm<T>() {
  const [mode, setMode] = useState<ListOrFormMode<T>>({ kind: 'list' });
  const status = useStatusBanner();
  const { showSuccess, showError } = status;
  const showList = useCallback(() => setMode({ kind: 'list' }), []);
  const showCreate = useCallback(() => setMode({ kind: 'create' }), []);
  const showEdit = useCallback((row: T) => setMode({ kind: 'edit', row }), []);
  const formEvents: ListFormEvents = {
    onSaved: (message) => {
      showList();
      showSuccess(message);
    },
    onFailed: showError,
    onBack: showList,
  };
  return { mode, status, showList, showCreate, showEdit, formEvents };
}

export type ListOrForm<T> = ReturnType<typeof useListOrForm<T>>;

export interface ListOrFormPageProps<T> {
  page: ListOrForm<T>;
  /** Keys the form by the edited row, so each opening starts from that row's values. */
  rowKey: (row: T) => string;
  /** The add (row undefined) or edit form, given `page.formEvents`. */
  form: (row: T | undefined) => ReactNode;
  /** The confirmed delete: its question with useConfirmedDelete's `dialog`. */
  deletion?: ConfirmDialogProps;
  /** The list (a ListTable) and whatever dialogs go with it. */
  children: ReactNode;
}

/** The status banner over either the list (with its delete confirmation) or the form. */
export function ListOrFormPage<T>({ page, rowKey, form, deletion, children }: ListOrFormPageProps<T>) {
  const { mode, status } = page;
  return (
    <Stack gap="md">
      <StatusBanner banner={status.banner} onClose={status.clear} />
      {mode.kind === 'list' ? (
        <>
          {children}
          {deletion && <ConfirmDialog {...deletion} />}
        </>
      ) : (
        <Fragment key={mode.kind === 'edit' ? rowKey(mode.row) : 'new'}>{form(mode.kind === 'edit' ? mode.row : undefined)}</Fragment>
      )}
    </Stack>
  );
}

/** The list's title-bar button that opens the add form. */
export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button leftSection={<IconPlus size={16} />} onClick={onClick}>
      {children}
    </Button>
  );
}

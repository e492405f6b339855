import { Checkbox, Table } from '@mantine/core';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@/i18n/console/messages';
import type { RowSelection } from './row-selection';

const t = messages.console.bulk;

/** ListTable's row selection: the selection and the name each row's checkbox reads out. */
export interface TableSelection<T> {
  state: RowSelection;
  label: (row: T) => string;
}

/** The header cell: picks or drops every row of the page (mixed when only some are picked). */
export function SelectPageCell({ state, pageIds }: { state: RowSelection; pageIds: readonly string[] }) {
  const picked = pageIds.filter((id) => state.isSelected(id)).length;
  const all = pageIds.length > 0 && picked === pageIds.length;
  return (
    <Table.Th w={40}>
      <Checkbox
        aria-label={t.selectPage}
        checked={all}
        indeterminate={picked > 0 && !all}
        disabled={pageIds.length === 0}
        onChange={() => state.setMany(pageIds, !all)}
      />
    </Table.Th>
  );
}

/** A row's cell: a real checkbox, so Tab reaches it and Space toggles it. */
export function SelectRowCell({ state, id, label }: { state: RowSelection; id: string; label: string }) {
  return (
    <Table.Td w={40}>
      <Checkbox aria-label={fillTemplate(t.selectRow, { name: label })} checked={state.isSelected(id)} onChange={() => state.toggle(id)} />
    </Table.Td>
  );
}

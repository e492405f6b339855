import type { ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Column } from './list-table';

/*
 * The console's one order of buttons (docs/decisions.md), so a hand that learnt one
 * screen never meets Delete where another screen had Edit:
 * - a row: what only looks first (view/open, links to the row's other screens), then edit, then
 *   state toggles (hide/show, allow/disallow, block), and delete — the one that cannot be undone —
 *   last, alone at the end edge (the right in English, the left in Arabic: Mantine mirrors it);
 * - a dialog or form: the dismissive button (Cancel, Back) first, the primary one last, at the end edge;
 * - a title bar: navigation and Export first, the primary Add last;
 * - a bulk bar: the red action (hide, block, disallow) last.
 * RowActions draws a row's buttons in that order whatever order a screen passes them in.
 */

/** A button of the row: its word ('Edit'), which also starts its accessible name ('Edit Cars'). */
export interface RowAction {
  label: string;
  onClick: () => void;
}

/** A link from the row to another screen about it (a category's sub-categories). */
export interface RowLink {
  label: string;
  to: string;
  icon: ReactNode;
}

export interface RowActionsProps {
  /** Names the row in the buttons' accessible labels ("Edit Cars"). */
  name: string;
  /** Opens the row's record (its detail or dialog). */
  view?: RowAction;
  links?: readonly RowLink[];
  edit?: RowAction;
  /** The row's state toggles, drawn after edit and before delete. */
  toggles?: ReactNode;
  /** Without it the row has no delete button. */
  remove?: RowAction;
}

function RowButton({ action, name, icon, color }: { action: RowAction; name: string; icon: ReactNode; color?: string }) {
  return (
    <Tooltip label={action.label} withArrow>
      <ActionIcon variant="light" color={color} aria-label={`${action.label} ${name}`} onClick={action.onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** A table row's action buttons, each with a tooltip and an accessible name, in the console's one order. */
export function RowActions({ name, view, links = [], edit, toggles, remove }: RowActionsProps) {
  return (
    <Group gap={6} wrap="nowrap">
      {view && <RowButton action={view} name={name} icon={<IconEye size={18} />} />}
      {links.map((link) => (
        <Tooltip key={link.to} label={link.label} withArrow>
          <ActionIcon component={Link} to={link.to} variant="light" color="gray" aria-label={`${link.label} ${name}`}>
            {link.icon}
          </ActionIcon>
        </Tooltip>
      ))}
      {edit && <RowButton action={edit} name={name} icon={<IconPencil size={18} />} />}
      {toggles}
      {remove && <RowButton action={remove} name={name} icon={<IconTrash size={18} />} color="red" />}
    </Group>
  );
}

/** A list's last column: each row's buttons (RowActions, in the console's one order) under the screen's word for them. */
export function actionsColumn<Row>(header: string, width: number | undefined, actionsOf: (row: Row) => RowActionsProps): Column<Row> {
  return { key: 'actions', header, width, render: (row) => <RowActions {...actionsOf(row)} /> };
}

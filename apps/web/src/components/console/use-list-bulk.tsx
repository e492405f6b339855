import type { ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RouteSpec } from '@souq/contract/route';
import type { BulkResult } from '@souq/contract/console-lists';
import { callRoute, type RouteInput } from '@/lib/api-client';
import { BulkActionBar, type BulkStrikeChoice, type BulkTarget } from './bulk-action-bar';
import { useRowSelection, type RowSelection } from './row-selection';

export interface ListBulkOptions {
  /** The list's bulk route (bulkUsersRoute…): `{ action, ids }` or `{ action, filter }`. */
  route: RouteSpec;
  /** The list's filter exactly as the list sends it. */
  filter: Record<string, unknown>;
  pageIds: readonly string[];
  /** How many rows the filter matches (the list's `withTotal`). */
  total?: number;
  actions: readonly { action: string; label: string; confirm: string; danger?: boolean; strikes?: boolean }[];
  /** The queries to load again after an action (the list's key). */
  invalidate: QueryKey;
  onDone: (message: string) => void;
}

/** A list's row selection and its bulk action bar, for ListTable's `selection` and `bulkBar`. */
export function useListBulk({ route, filter, pageIds, total, actions, invalidate, onDone }: ListBulkOptions): {
  selection: RowSelection;
  bulkBar: ReactNode;
} {
  const selection = useRowSelection(JSON.stringify(filter));
  const queryClient = useQueryClient();
  const bulkActions = actions.map(({ action, label, confirm, danger, strikes }) => ({
    key: action,
    label,
    confirm,
    danger,
    strikes,
    run: async (target: BulkTarget, strike?: BulkStrikeChoice) => {
      const result = (await callRoute(route, { action, ...target, ...strike } as unknown as RouteInput<RouteSpec>)) as BulkResult;
      await queryClient.invalidateQueries({ queryKey: invalidate });
      return result;
    },
  }));
  return {
    selection,
    bulkBar: <BulkActionBar selection={selection} pageIds={pageIds} total={total} filter={filter} actions={bulkActions} onDone={onDone} />,
  };
}

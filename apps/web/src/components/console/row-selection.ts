import { useCallback, useEffect, useMemo, useState } from 'react';

/**
 * The rows a staff member picked on a list for a bulk action: some ids, or — after
 * "Select all N matching this filter" — every row the list's filter matches, on every page.
 * A change of filter empties it, so an action never reaches rows picked under another filter.
 */
export interface RowSelection {
  /** The picked ids (those on the pages seen; ignored when `allMatching`). */
  ids: ReadonlySet<string>;
  /** Every row matching the filter is selected, whatever the pages show. */
  allMatching: boolean;
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Picks or drops these ids together (the page's rows). */
  setMany: (ids: readonly string[], on: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
}

/** A selection that starts over whenever `filterKey` (the list's filter, as text) changes. */
export function useRowSelection(filterKey: string): RowSelection {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const [allMatching, setAllMatching] = useState(false);

  useEffect(() => {
    setIds(new Set());
    setAllMatching(false);
  }, [filterKey]);

  const toggle = useCallback((id: string) => {
    setAllMatching(false);
    setIds((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const setMany = useCallback((many: readonly string[], on: boolean) => {
    setAllMatching(false);
    setIds((previous) => {
      const next = new Set(previous);
      for (const id of many) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  const selectAllMatching = useCallback(() => setAllMatching(true), []);
  const clear = useCallback(() => {
    setIds(new Set());
    setAllMatching(false);
  }, []);

  return useMemo(
    () => ({ ids, allMatching, isSelected: (id: string) => allMatching || ids.has(id), toggle, setMany, selectAllMatching, clear }),
    [ids, allMatching, toggle, setMany, selectAllMatching, clear],
  );
}

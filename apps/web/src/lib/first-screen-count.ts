import { useDeferredValue } from 'react';

/**
 * How many of a list's `count` items to render: when the list first mounts, only the `first` a
 * phone's first screen shows, and every item in a render of its own right after (React's deferred
 * value), which yields to the browser. On a slow phone each card costs tens of milliseconds of the
 * main thread, and the first screen would otherwise wait for all of them. Later changes of the
 * count (a next page) show the earlier items until the new ones have rendered.
 */
export function useFirstScreenCount(count: number, first: number): number {
  return useDeferredValue(count, Math.min(count, first));
}

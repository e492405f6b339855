import type { ComponentType } from 'react';
import { CHUNK_TIMEOUT_MS } from '@souq/contract/constants';

/**
 * A route's `lazy.Component` that loads a screen's chunk, giving up after the spec's 120 s
 * (the route's error boundary then offers Reload).
 */
export function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Loading the page timed out')), CHUNK_TIMEOUT_MS);
    });
    try {
      return pick(await Promise.race([load(), timeout]));
    } finally {
      clearTimeout(timer);
    }
  };
}

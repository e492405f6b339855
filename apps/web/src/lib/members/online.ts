import { useSyncExternalStore } from 'react';
import { ApiError } from '../api-client';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

/** Whether the browser has a network; screens say so when it is gone. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** A request that failed because the device has no network (a write made offline waits instead). */
export const isOfflineFailure = (error: unknown): boolean => error instanceof ApiError && error.status === 0 && !navigator.onLine;

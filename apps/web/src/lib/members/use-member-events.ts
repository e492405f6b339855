import { useEffect, useRef, useSyncExternalStore } from 'react';
import { streamStatus, subscribeMemberEvents, subscribeStreamStatus, type MemberEvent, type StreamStatus } from './event-stream';

/** Calls `listener` with each of the member's live events while the screen is open. */
export function useMemberEvents(listener: (event: MemberEvent) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribeMemberEvents((event) => latest.current(event)), []);
}

/** Whether the live stream is open, connecting or waiting to reconnect. */
export function useStreamStatus(): StreamStatus {
  return useSyncExternalStore(subscribeStreamStatus, streamStatus, streamStatus);
}

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { outboxConversations } from './chat-outbox';
import { waitingLikes } from './like-outbox';

const anythingWaits = (member: string) => outboxConversations(member).length > 0 || Object.keys(waitingLikes(member)).length > 0;

/**
 * When the app opens online, and whenever the network returns, sends what the member wrote
 * offline. The sender's code is loaded only when something waits: most opens have nothing.
 */
export function useSendWaitingWrites(member: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!member) return;
    const run = () => {
      if (!navigator.onLine || !anythingWaits(member)) return;
      void import('./send-waiting-writes').then(({ sendWaitingWrites }) => sendWaitingWrites(queryClient, member));
    };
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [member, queryClient]);
}

import type { QueryClient } from '@tanstack/react-query';
import { sendMessageRoute } from '@souq/contract/members-chat';
import { memberLikePostRoute, memberUnlikePostRoute } from '@souq/contract/members-posts';
import { callMemberRoute } from './api';
import { outboxConversations } from './chat-outbox';
import { sendWaiting } from './chat-outbox-store';
import { dropLike, waitingLikes } from './like-outbox';
import { isOfflineFailure } from './online';

/** The query keys the screens keep chats and posts under (features/members/chat and social). */
const CHAT_KEY = ['members', 'chat'] as const;
const POSTS_KEY = ['members', 'social', 'posts'] as const;

/**
 * Sends what the member wrote offline once the network is back, whatever screen is open: each
 * conversation's waiting messages in order (through the same queue as the open thread, so none
 * goes twice) and the waiting likes (a like sent twice counts once on the server). The screens
 * then read the server's answer afresh.
 */
export async function sendWaitingWrites(queryClient: QueryClient, member: string): Promise<void> {
  const send = (id: string, body: string) => callMemberRoute(sendMessageRoute, { body }, { params: { id } });
  const messages = outboxConversations(member).map((id) => sendWaiting(member, id, send));
  const likes = Object.entries(waitingLikes(member)).map(async ([id, liked]) => {
    try {
      await callMemberRoute(liked ? memberLikePostRoute : memberUnlikePostRoute, undefined, { params: { id } });
    } catch (error) {
      // Offline again: it keeps waiting. Refused (the post is gone, say): nothing is left to send.
      if (isOfflineFailure(error)) return;
    }
    dropLike(member, id, liked);
  });
  const [messagesSent, likesSent] = await Promise.all([Promise.all(messages), Promise.all(likes)]);
  if (messagesSent.length) await queryClient.invalidateQueries({ queryKey: CHAT_KEY });
  if (likesSent.length) await queryClient.invalidateQueries({ queryKey: POSTS_KEY });
}

import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { listConversationsRoute, listMessagesRoute, markConversationReadRoute, sendMessageRoute, type ChatMessage } from '@souq/contract/members-chat';
import { callMemberRoute } from '@/lib/members/api';
import { offerPushAfter } from '@/lib/members/push-offer';

/** The member's conversations and their messages. */
export const chatKeys = {
  conversations: ['members', 'chat', 'conversations'] as const,
  messages: (id: string) => ['members', 'chat', 'messages', id] as const,
};

export const conversationsQuery = () =>
  infiniteQueryOptions({
    queryKey: chatKeys.conversations,
    queryFn: ({ signal, pageParam }) => callMemberRoute(listConversationsRoute, pageParam ? { cursor: pageParam } : {}, { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** A conversation's messages, newest first as the API pages them (the thread shows them reversed). */
export const messagesQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(id),
    queryFn: ({ signal, pageParam }) => callMemberRoute(listMessagesRoute, pageParam ? { cursor: pageParam } : {}, { signal, params: { id } }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

type MessagePages = InfiniteData<{ messages: ChatMessage[]; nextCursor: string | null }, string>;

/** Puts a message at the newest end of the thread's cache, once (a live event and the send's answer may both bring it). */
export function addMessageToPages(data: MessagePages | undefined, message: ChatMessage): MessagePages | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.messages.some((m) => m._id === message._id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, messages: [message, ...first.messages] }, ...rest] };
}

/** Sends one message and puts the answer in the thread's cache (the live event may bring it too). */
export async function sendChatMessage(queryClient: QueryClient, id: string, body: string): Promise<ChatMessage> {
  const message = await callMemberRoute(sendMessageRoute, { body }, { params: { id } });
  queryClient.setQueryData<MessagePages>(chatKeys.messages(id), (data) => addMessageToPages(data, message));
  void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
  // Someone will answer: the moment to offer notifications (once, and never on first load).
  offerPushAfter('message');
  return message;
}

export function useMarkRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callMemberRoute(markConversationReadRoute, undefined, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chatKeys.conversations }),
  });
}

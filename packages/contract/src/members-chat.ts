import { z } from 'zod';
import { defineRoute } from './route';
import { messages } from './messages';
import { requiredId, ZDateTime, ZUserRef } from './common';
import { MEMBER_ROLES, MEMBERS_TAG, ZCursorQuery, ZDone, ZIdParams, ZNextCursor } from './members-common';
import { MEMBER_EVENT_TYPES } from './members-events';
import { CHAT_WARNING_CATEGORIES } from './chat-warnings';
import { MESSAGE_KINDS, ZChatOffer } from './members-offers';

/**
 * The members' API, conversations and live events: a buyer asks a listing's seller,
 * both write, and each member's open event stream hears of new messages, likes, comments,
 * follows and staff notifications as they happen.
 */

const c = messages.members.chat;

export const MESSAGE_MAX_LENGTH = 2000;

// The event stream's constants live apart, without zod, for the members' shell (which listens to
// the stream on every signed-in screen); re-exported here, where the server reads them.
export { EVENT_STREAM_HEARTBEAT_MS, EVENT_STREAM_RETRY_MS, MEMBER_EVENT_TYPES, type MemberEventType } from './members-events';

// ---- Requests ----

export const ZOpenConversationRequest = z.object({
  classified_id: requiredId(c.classifiedRequired),
});
export type OpenConversationRequest = z.infer<typeof ZOpenConversationRequest>;

export const ZSendMessageRequest = z.object({
  body: z.string({ error: c.bodyRequired }).trim().min(1, c.bodyRequired).max(MESSAGE_MAX_LENGTH, c.bodyTooLong),
});
export type SendMessageRequest = z.infer<typeof ZSendMessageRequest>;

// ---- Answers ----

/** The listing a conversation is about; null once it is deleted. */
export const ZConversationListing = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  price: z.number(),
});

export const ZLastMessage = z.object({
  body: z.string(),
  createdAt: ZDateTime,
  fromMe: z.boolean(),
});

export const ZConversation = z.object({
  _id: z.string(),
  classified: ZConversationListing.nullable(),
  other: ZUserRef,
  /** Whether the caller is the buyer (who makes offers), not the seller. */
  asBuyer: z.boolean(),
  lastMessage: ZLastMessage.nullable(),
  unread: z.number().int(),
  createdAt: ZDateTime,
  lastMessageAt: ZDateTime,
});
export type Conversation = z.infer<typeof ZConversation>;

export const ZConversationList = z.object({ conversations: z.array(ZConversation), nextCursor: ZNextCursor });

export const ZChatMessage = z.object({
  _id: z.string(),
  body: z.string(),
  createdAt: ZDateTime,
  sender_id: z.string(),
  conversation_id: z.string(),
  /**
   * Scam-warning categories the message hit (see chat-warnings.ts), for its receiver only: the
   * receiver's app shows advice under it. Absent when it hit none, and always absent for its sender.
   */
  warnings: z.array(z.enum(CHAT_WARNING_CATEGORIES)).optional(),
  /**
   * What the message is (members-offers.ts): `text` for written messages; an offer or an answer to
   * one otherwise, with `offer` as it stands now and `body` a readable line for apps that draw text only.
   */
  kind: z.enum(MESSAGE_KINDS).default('text'),
  /** The offer an offer message (or an answer to one) is about; absent on text messages. */
  offer: ZChatOffer.optional(),
});
export type ChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatMessageList = z.object({ messages: z.array(ZChatMessage), nextCursor: ZNextCursor });

/**
 * One Server-Sent Event of the stream, as its `id:`, `event:` and `data:` lines (data is JSON).
 * The stream itself is `text/event-stream`; this is what each event holds.
 */
export const ZMemberStreamEvent = z.object({
  id: z.string(),
  event: z.enum(MEMBER_EVENT_TYPES),
  data: z.record(z.string(), z.unknown()),
});

// ---- Routes ----

export const openConversationRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/conversations',
  access: MEMBER_ROLES,
  budget: 'messages',
  tag: MEMBERS_TAG,
  summary: "Start a conversation with a listing's seller, or get the one already started (one per buyer and listing): 201 when new, 200 when it existed",
  body: ZOpenConversationRequest,
  response: ZConversation,
  status: 201,
  errors: [429],
});

export const listConversationsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/conversations',
  access: MEMBER_ROLES,
  tag: MEMBERS_TAG,
  summary: "The caller's conversations, the latest message first, with the last message and the count of unread ones",
  query: ZCursorQuery,
  response: ZConversationList,
});

export const listMessagesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/conversations/:id/messages',
  access: MEMBER_ROLES,
  tag: MEMBERS_TAG,
  summary: "A conversation's messages, newest first (only its two members see it)",
  params: ZIdParams,
  query: ZCursorQuery,
  response: ZChatMessageList,
});

export const sendMessageRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/conversations/:id/messages',
  access: MEMBER_ROLES,
  budget: 'messages',
  tag: MEMBERS_TAG,
  summary: "Write in a conversation; the other member's open event streams and devices hear of it at once",
  params: ZIdParams,
  body: ZSendMessageRequest,
  response: ZChatMessage,
  status: 201,
  errors: [429],
});

export const markConversationReadRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/conversations/:id/read',
  access: MEMBER_ROLES,
  budget: 'conversation-reads',
  tag: MEMBERS_TAG,
  summary: 'Mark every message of the conversation read for the caller',
  params: ZIdParams,
  response: ZDone,
});

export const memberEventsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/events',
  access: MEMBER_ROLES,
  tag: MEMBERS_TAG,
  summary:
    "The caller's live events as a Server-Sent Events stream (text/event-stream, read with the bearer token): new messages, likes, comments, follows and staff notifications, each with an id; a comment line every 25 s while idle. Verified members only (403 until the e-mail is confirmed); a member's newest few streams stay open (one more closes the oldest), one more than the server or the caller's address may hold, or opening them too often, is refused with 429 and Retry-After; a logout, password change or block ends the stream at once",
  response: ZMemberStreamEvent,
  errors: [429],
  budget: 'stream-opens',
});

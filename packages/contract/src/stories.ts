import { z } from 'zod';
import { STORY_TYPES } from './constants';
import { defineRoute } from './route';
import { messages } from './messages';
import { optionalId, requiredId, ZDateTime, ZPageQuery, ZTextSearch, ZUserRef } from './common';

export const ZStory = z.object({
  _id: z.string(),
  /** null when the user is gone (deleted): the console shows its not-found label. */
  user_id: ZUserRef.nullable(),
  story_type: z.enum(STORY_TYPES),
  story_url: z.string(),
  /** A video's still picture; null when there is none (images are their own thumbnail). */
  thumbnail_url: z.string().nullable(),
  description: z.string(),
  active: z.boolean(),
  createdAt: ZDateTime,
});
export type Story = z.infer<typeof ZStory>;

export const ZStoryListQuery = ZPageQuery.extend({
  /** Matches the description. */
  textSearch: ZTextSearch,
  user_id: optionalId,
});
export type StoryListQuery = z.infer<typeof ZStoryListQuery>;
export const ZStoryList = z.object({ stories: z.array(ZStory), isNext: z.boolean() });

export const ZStoryIdQuery = z.object({ story_id: requiredId(messages.post.storyIdRequired) });

const tag = 'stories';

export const getStoriesByAdminRoute = defineRoute({
  method: 'GET',
  path: '/api/story/get-stories-by-admin',
  access: ['admin'],
  tag,
  summary: 'Stories, newest first, searchable by description, optionally of one user',
  query: ZStoryListQuery,
  response: ZStoryList,
});

export const getStoryAdminRoute = defineRoute({
  method: 'GET',
  path: '/api/story/get-story-admin',
  access: ['admin'],
  tag,
  summary: 'One story',
  query: ZStoryIdQuery,
  response: ZStory,
});

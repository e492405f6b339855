import { z } from 'zod';
import { MEDIA_TYPES } from './constants';
import { defineRoute } from './route';
import { ZDateTime, ZId } from './common';

/** Only what anyone holding the link may see. */
export const ZPublicPost = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  createdAt: ZDateTime,
  media: z.array(z.object({ url: z.string(), type: z.enum(MEDIA_TYPES) })),
  type: z.enum(['post', 'reel']),
  url: z.string().nullable(),
  user_id: z.object({ name: z.string(), photo: z.string().nullable() }),
});
export type PublicPost = z.infer<typeof ZPublicPost>;

export const getPublicPostRoute = defineRoute({
  method: 'GET',
  path: '/api/post/get-public-post',
  access: 'public',
  tag: 'public',
  summary: 'A shared post as the public page shows it (hidden, deleted or unknown posts are 404)',
  query: z.object({ post_id: ZId }),
  response: z.object({ post: ZPublicPost }),
});

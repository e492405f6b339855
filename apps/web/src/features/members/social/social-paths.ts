import { memberPaths } from '@/lib/members/paths';

/** The social screens' hash routes, under the members' app. */
export const socialPaths = {
  home: memberPaths.home,
  explore: `${memberPaths.home}?tab=explore`,
  compose: '/app/posts/new',
  post: (id: string) => `/app/posts/${id}`,
  member: (id: string) => `/app/members/${id}`,
} as const;

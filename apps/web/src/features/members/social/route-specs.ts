/**
 * The contract's route specs the social screens call, loaded on demand: their schemas are built
 * with zod when the module loads (about 30 KB gzipped with the schemas), which Home's first paint
 * does not need. routes.tsx starts the load beside Home's own chunks, so the feed's call does not
 * wait for it any longer than it did when the specs were part of Home.
 */
export const loadPostRoutes = () => import('@souq/contract/members-posts');
export const loadAccountRoutes = () => import('@souq/contract/members-account');

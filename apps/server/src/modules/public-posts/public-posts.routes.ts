import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { getPublicPostRoute } from '@souq/contract/public-posts';
import { languageFromHeader } from '@souq/contract/server-language';
import { addRoute } from '../../lib/route';
import { publicPagesThrottle } from '../../lib/public-pages-throttle';
import { AppError } from '../../lib/errors';
import { getPublicPost } from './public-posts.service';
import { renderPostPreview } from './og-page';

export async function publicPostsRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  addRoute(app, getPublicPostRoute, async ({ query }) => getPublicPost(app.db, query.post_id));

  // Not JSON: the HTML preview for link unfurlers (see og-page.ts).
  const pageThrottle = publicPagesThrottle(app, 'post-pages');
  app.get('/post/:id', { schema: { hide: true, params: z.object({ id: z.string().max(64) }) }, preValidation: pageThrottle }, async (request, reply) => {
    const { id } = request.params as { id: string };
    let post;
    try {
      post = (await getPublicPost(app.db, id)).post;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      reply.code(404);
    }
    // The page's own words follow the reader's language, so a cache keeps one copy per language.
    const language = languageFromHeader(request.headers['accept-language']) ?? 'en';
    reply.header('Cache-Control', 'public, max-age=300').header('Vary', 'Accept-Language').type('text/html; charset=utf-8');
    return renderPostPreview(options.publicUrl, id, post, language);
  });
}

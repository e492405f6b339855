import type { FastifyInstance } from 'fastify';
import { getStoriesByAdminRoute, getStoryAdminRoute } from '@souq/contract/stories';
import { addRoute } from '../../lib/route';
import { getStory, listStories } from './stories.service';

export async function storiesRoutes(app: FastifyInstance) {
  addRoute(app, getStoriesByAdminRoute, async ({ query }) => listStories(app.db, query));
  addRoute(app, getStoryAdminRoute, async ({ query }) => getStory(app.db, query.story_id));
}

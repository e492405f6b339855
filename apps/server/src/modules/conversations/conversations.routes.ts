import type { FastifyInstance } from 'fastify';

/** Members' API (issue 18): this slice's routes. */
export async function conversationsRoutes(_app: FastifyInstance) {}

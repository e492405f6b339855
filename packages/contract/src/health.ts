import { z } from 'zod';
import { defineRoute } from './route';

export const ZHealth = z.object({ status: z.enum(['ok']) });

export const healthRoute = defineRoute({
  method: 'GET',
  path: '/healthz',
  access: 'public',
  tag: 'operations',
  summary: 'The process is up',
  response: ZHealth,
});

export const readyRoute = defineRoute({
  method: 'GET',
  path: '/readyz',
  access: 'public',
  tag: 'operations',
  summary: 'The database answers',
  response: ZHealth,
});

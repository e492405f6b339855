import fp from 'fastify-plugin';
import type { Mailer } from '../lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = fp<{ mailer: Mailer }>(async (app, { mailer }) => {
  app.decorate('mailer', mailer);
});

import fp from 'fastify-plugin';
import type { Mailer } from '../lib/mailer';
import type { SmsSender } from '../lib/sms';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    sms: SmsSender;
  }
}

export const mailerPlugin = fp<{ mailer: Mailer; sms: SmsSender }>(async (app, { mailer, sms }) => {
  app.decorate('mailer', mailer);
  app.decorate('sms', sms);
});

import fp from 'fastify-plugin';
import { enqueueMemberPush, pushOfEvent } from './member-push';
import { MemberEventHub, type MemberEvents } from './event-hub';
import { PostgresEventTransport, RedisEventTransport } from './event-transports';

declare module 'fastify' {
  interface FastifyInstance {
    memberEvents: MemberEvents;
  }
}

export interface MemberEventsOptions {
  /** Redis carries the events between processes when set; PostgreSQL's LISTEN/NOTIFY otherwise. */
  redisUrl?: string;
}

export const memberEventsPlugin = fp<MemberEventsOptions>(async (app, options) => {
  const transport = options.redisUrl ? new RedisEventTransport(options.redisUrl) : new PostgresEventTransport(app.database);
  const hub = new MemberEventHub({
    transport,
    log: app.log,
    onPublished: (userId, event) => {
      const push = pushOfEvent(event);
      if (push) app.background.run(`${event.type} push`, () => enqueueMemberPush(app.db, userId, push));
    },
  });
  await hub.start();
  app.addHook('onClose', async () => hub.stop());
  app.decorate('memberEvents', hub as MemberEvents);
});

import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
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

/**
 * A process's hub, carried by Redis when configured and PostgreSQL's LISTEN/NOTIFY otherwise;
 * an event published to one member also queues their push. API processes and the worker process
 * build theirs alike, so an alert a worker's job records reaches a stream open on any API process.
 */
export function createMemberEventHub(options: {
  database: Database;
  redisUrl?: string;
  log: FastifyBaseLogger;
  /** Runs the push's queueing beside the publish, which does not wait for it. */
  inBackground: (name: string, task: () => Promise<unknown>) => void;
}): MemberEventHub {
  const { database, log } = options;
  const transport = options.redisUrl ? new RedisEventTransport(options.redisUrl) : new PostgresEventTransport(database);
  return new MemberEventHub({
    transport,
    log,
    onPublished: (userId, event) => {
      const push = pushOfEvent(event);
      if (push) options.inBackground(`${event.type} push`, () => enqueueMemberPush(database.db, userId, push));
    },
  });
}

export const memberEventsPlugin = fp<MemberEventsOptions>(async (app, options) => {
  const hub = createMemberEventHub({
    database: app.database,
    redisUrl: options.redisUrl,
    log: app.log,
    inBackground: (name, task) => app.background.run(name, task),
  });
  await hub.start();
  app.addHook('onClose', async () => hub.stop());
  app.decorate('memberEvents', hub as MemberEvents);
});

import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';

/**
 * What a member's open event stream receives (issue 18): new messages, likes, comments, follows
 * and staff notifications. `data` is what the app needs to show it without another call.
 */
export interface MemberEvent {
  type: 'message' | 'like' | 'comment' | 'follow' | 'notification' | 'conversation-read';
  data: Record<string, unknown>;
}

export interface MemberEvents {
  /** Delivers the event to every open stream of the member, on whichever API process it is. */
  publish(userId: string, event: MemberEvent): Promise<void>;
  /** Listens for one member's events on this process; answers the function that stops it. */
  subscribe(userId: string, listener: (event: MemberEvent) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    memberEvents: MemberEvents;
  }
}

/** This process's delivery to its own open streams; the transport between processes feeds it. */
export class LocalMemberEvents implements MemberEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(userId: string, event: MemberEvent): Promise<void> {
    this.deliver(userId, event);
  }

  deliver(userId: string, event: MemberEvent): void {
    this.emitter.emit(userId, event);
  }

  subscribe(userId: string, listener: (event: MemberEvent) => void): () => void {
    this.emitter.on(userId, listener);
    return () => this.emitter.off(userId, listener);
  }
}

export const memberEventsPlugin = fp(async (app) => {
  app.decorate('memberEvents', new LocalMemberEvents() as MemberEvents);
});

import fp from 'fastify-plugin';

export interface BackgroundTasks {
  /** Starts work the answer must not wait for; a failure is logged, never thrown at the caller. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has finished (shutdown and tests). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundTasks;
  }
}

/**
 * Work done after the answer is sent, such as the password-reset mail: its duration would
 * otherwise tell a caller whether an account exists. Closing the app waits for it.
 */
export const backgroundPlugin = fp(async (app) => {
  const pending = new Set<Promise<void>>();
  const background: BackgroundTasks = {
    run(name, task) {
      const running: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => app.log.error({ err: error, task: name }, 'background task failed'),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
  app.decorate('background', background);
  app.addHook('onClose', async () => background.settled());
});

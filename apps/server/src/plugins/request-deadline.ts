import fp from 'fastify-plugin';

/**
 * Closes the connection of a request whose body has not arrived whole within `timeoutMs` of its
 * start. Node's own requestTimeout does not cut off a body that keeps trickling in (a byte every
 * few seconds holds a socket, and an upload's disk space, for as long as the sender likes), so
 * the deadline is kept here, and only for requests that have a body at all.
 */
export const requestDeadlinePlugin = fp<{ timeoutMs: number }>(async (app, options) => {
  app.addHook('onRequest', (request, reply, done) => {
    const { headers } = request.raw;
    if (!headers['content-length'] && !headers['transfer-encoding']) return done();
    const timer = setTimeout(() => {
      if (request.raw.complete) return;
      request.log.warn({ timeoutMs: options.timeoutMs }, 'request body too slow: connection closed');
      request.raw.socket.destroy();
    }, options.timeoutMs);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
});

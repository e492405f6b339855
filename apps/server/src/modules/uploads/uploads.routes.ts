import type { FastifyError, FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '@souq/contract/messages';
import { presignRoute, putObjectRoute } from '@souq/contract/uploads';
import { AppError } from '../../lib/errors';
import { addRoute } from '../../lib/route';
import { LocalStorage, LOCAL_SERVE_PREFIX } from './local-storage';
import { presignUploads, receiveUpload, sizeLimitFor, type UploadLimits } from './uploads.service';
import { SERVED_NAME, servingHeaders } from './serving';

export async function uploadsRoutes(app: FastifyInstance, options: { limits: UploadLimits }) {
  addRoute(app, presignRoute, async ({ body }) => presignUploads(app.storage, body));

  const storage = app.storage;
  if (!(storage instanceof LocalStorage)) return;

  // The raw bytes of a presigned PUT, whatever Content-Type the client declares
  // (the original console sends multipart/form-data with a bare file body).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: Math.max(options.limits.maxImageBytes, options.limits.maxVideoBytes) },
      (_request, body, done) => done(null, body),
    );
    // An image link cannot carry a video's worth of bytes: the declared length is checked against
    // the declared type's limit before any of the body is read.
    scope.addHook('onRequest', async (request) => {
      const declared = Number(request.headers['content-length']);
      const { contentType } = request.query as { contentType?: unknown };
      if (declared > sizeLimitFor(String(contentType), options.limits)) throw new AppError(413, messages.upload.tooLarge);
    });
    // A body longer than its Content-Length said, or sent chunked, meets the parser's limit instead.
    scope.setErrorHandler((error) => {
      if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, messages.upload.tooLarge);
      throw error;
    });
    addRoute(scope, putObjectRoute, async ({ request, query }) => {
      const key = (request.params as Record<string, string>)['*'] ?? '';
      return receiveUpload(scope.db, storage, options.limits, { key, ...query }, request.body);
    });
  });

  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: LOCAL_SERVE_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Only finished media: never a `.part` being written, nor anything else that lands here.
    allowedPath: (pathName) => SERVED_NAME.test(pathName),
    setHeaders: (reply, filePath) => {
      for (const [name, value] of Object.entries(servingHeaders(filePath))) reply.header(name, value);
    },
  });
}

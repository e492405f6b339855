import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { presignRoute, putObjectRoute } from '@souq/contract/uploads';
import { addRoute } from '../../lib/route';
import { LocalStorage, LOCAL_SERVE_PREFIX } from './local-storage';
import { presignUploads, receiveUpload, type UploadLimits } from './uploads.service';

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
    setHeaders: (res) => {
      res.header('Content-Disposition', 'inline');
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
}

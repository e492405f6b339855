import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MEMBER_UPLOAD_FOLDERS } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import { presignRoute, putObjectRoute, ZSignedPutQuery } from '@souq/contract/uploads';
import { AppError, conflict, forbidden } from '../../lib/errors';
import { addRoute } from '../../lib/route';
import { assertVerified } from '../../lib/member-visibility';
import { LocalStorage, LOCAL_SERVE_PREFIX } from './local-storage';
import { presignUploads, receiveUpload, sizeLimitFor, type UploadLimits } from './uploads.service';
import { SERVED_NAME, servingHeaders } from './serving';
import { ensurePhotoVariants, variantSourceOf } from './photo-variants';
import { hasPhotoVariants } from '@souq/contract/photo-variants';

/** Why a PUT is refused from its address and headers alone, or null when its body may be read. */
async function refusalBeforeBody(storage: LocalStorage, limits: UploadLimits, request: FastifyRequest): Promise<AppError | null> {
  const query = ZSignedPutQuery.safeParse(request.query);
  const key = (request.params as Record<string, string | undefined>)['*'] ?? '';
  if (!query.success || !storage.verify({ key, ...query.data })) return forbidden(messages.upload.signatureInvalid);
  if (await storage.exists(key)) return conflict(messages.upload.alreadyUploaded);
  const declared = Number(request.headers['content-length']);
  if (declared > sizeLimitFor(query.data.contentType, limits)) return new AppError(413, messages.upload.tooLarge);
  return null;
}

export async function uploadsRoutes(app: FastifyInstance, options: { limits: UploadLimits }) {
  addRoute(app, presignRoute, async ({ body, user }) => {
    if (user.role === 'user') {
      if (!(MEMBER_UPLOAD_FOLDERS as readonly string[]).includes(body.flocation)) throw forbidden(messages.upload.folderNotYours);
      // Disk is the cost of an upload: an account nobody has confirmed gets none.
      await assertVerified(app.db, user.id);
    }
    return presignUploads(app.db, app.storage, user.id, body);
  });

  const storage = app.storage;
  if (!(storage instanceof LocalStorage)) return;

  // The raw bytes of a presigned PUT, whatever Content-Type the client declares (the original
  // console sends multipart/form-data with a bare file body), handed on as the stream it is.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    // Everything that can be judged from the address and the headers is, before one byte of the
    // body is read: the signature (key, signed type, expiry), a used link, the declared length.
    // A refusal closes the connection, so the body is never drained either.
    scope.addHook('onRequest', async (request, reply) => {
      const problem = await refusalBeforeBody(storage, options.limits, request);
      if (problem) {
        reply.header('connection', 'close');
        throw problem;
      }
    });
    addRoute(scope, putObjectRoute, async ({ request, query }) => {
      const key = (request.params as Record<string, string>)['*'] ?? '';
      const stored = await receiveUpload(scope.db, storage, options.limits, { key, ...query }, request.body as Readable | undefined);
      // The sized copies cost a few hundred milliseconds of a core: the uploader does not wait for
      // them, and a reader who asks first has them made on the spot (below).
      if (hasPhotoVariants(stored.path)) app.background.run('photo variants', () => ensurePhotoVariants(storage, key, options.limits.maxImagePixels));
      return stored;
    });
  });

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const name = request.url.split('?')[0]!.slice(LOCAL_SERVE_PREFIX.length);
      const photo = variantSourceOf(name);
      if (photo === null || storage.servedFile(name) === null || (await storage.hasServed(name))) return;
      try {
        await ensurePhotoVariants(storage, photo, options.limits.maxImagePixels);
      } catch (error) {
        // A photo that cannot be read has no copies: the copy's address answers 404, as before.
        request.log.warn({ err: error, photo }, 'photo variants not made');
      }
    });
    await scope.register(fastifyStatic, {
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
  });
}

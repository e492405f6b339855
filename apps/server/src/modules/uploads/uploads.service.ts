import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_TYPES, type UploadContentType } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import type { PresignRequest } from '@souq/contract/uploads';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/content';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors';
import { FileExistsError, type LocalStorage, type SignedPutParams } from './local-storage';
import { newObjectKey, type Storage } from './storage';

const m = messages.upload;
export const PRESIGN_TTL_MS = 15 * 60 * 1000;

export async function presignUploads(storage: Storage, input: PresignRequest, now = new Date()) {
  const expiresAt = new Date(now.getTime() + PRESIGN_TTL_MS);
  const preSignedUrls = await Promise.all(
    input.fileNames.map(async () => {
      const key = newObjectKey(input.flocation, input.contentType, now);
      const { url, path } = await storage.presignPut(key, input.contentType, expiresAt);
      return { url, path, key, expiresAt };
    }),
  );
  return { preSignedUrls };
}

export interface UploadLimits {
  maxImageBytes: number;
  maxVideoBytes: number;
}

function isUploadType(value: string): value is UploadContentType {
  return Object.hasOwn(UPLOAD_TYPES, value);
}

/**
 * Accepts the bytes of a presigned local upload: the signature must hold, the size fit the
 * type's limit, and the content sniffed from the bytes must be the declared type.
 */
export async function receiveUpload(
  db: Db,
  storage: LocalStorage,
  limits: UploadLimits,
  params: SignedPutParams,
  body: unknown,
) {
  if (!storage.verify(params)) throw forbidden(m.signatureInvalid);
  if (!isUploadType(params.contentType)) throw badRequest(m.typeNotAllowed);
  const bytes = Buffer.isBuffer(body) ? body : undefined;
  if (!bytes || bytes.length === 0) throw badRequest(m.empty);
  const kind = UPLOAD_TYPES[params.contentType].kind;
  const limit = kind === 'image' ? limits.maxImageBytes : limits.maxVideoBytes;
  if (bytes.length > limit) throw new AppError(413, m.tooLarge);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || sniffed.mime !== params.contentType) throw badRequest(m.contentMismatch);
  try {
    await storage.write(params.key, bytes);
  } catch (error) {
    if (error instanceof FileExistsError) throw conflict(m.alreadyUploaded);
    throw error;
  }
  await db.insert(uploads).values({ key: params.key, contentType: params.contentType, bytes: bytes.length });
  return { path: `/uploads/${params.key}`, bytes: bytes.length, contentType: params.contentType };
}

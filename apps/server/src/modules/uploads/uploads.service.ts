import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_TYPES, type UploadContentType } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import type { PresignRequest } from '@souq/contract/uploads';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/content';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors';
import { ImageRejectedError, reencodeImage, type ImageContentType } from './image-processing';
import { FileExistsError, LOCAL_SERVE_PREFIX, type LocalStorage, type SignedPutParams } from './local-storage';
import { containsMarkup } from './markup';
import { newObjectKey, thumbnailKey, type Storage } from './storage';

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
  /** Width x height (x frames) an image may decode to: the decompression-bomb guard. */
  maxImagePixels: number;
}

function isUploadType(value: string): value is UploadContentType {
  return Object.hasOwn(UPLOAD_TYPES, value);
}

function isImageType(value: UploadContentType): value is ImageContentType {
  return UPLOAD_TYPES[value].kind === 'image';
}

/** The most bytes an upload of this declared type may have; unknown types get the smaller limit. */
export function sizeLimitFor(contentType: string, limits: UploadLimits): number {
  const video = isUploadType(contentType) && !isImageType(contentType);
  return video ? limits.maxVideoBytes : limits.maxImageBytes;
}

/** The files an upload leaves in storage: the object, and the thumbnail of an image. */
interface StoredFile {
  key: string;
  bytes: Buffer;
}

async function prepareFiles(
  key: string,
  contentType: UploadContentType,
  bytes: Buffer,
  limits: UploadLimits,
): Promise<StoredFile[]> {
  if (!isImageType(contentType)) return [{ key, bytes }];
  try {
    const image = await reencodeImage(bytes, contentType, limits.maxImagePixels);
    return [
      { key, bytes: image.bytes },
      { key: thumbnailKey(key), bytes: image.thumbnail },
    ];
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      throw badRequest(error.reason === 'tooManyPixels' ? m.imageTooLarge : m.imageUnreadable);
    }
    throw error;
  }
}

function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/**
 * Writes every file or none. The object goes first, so a reused link fails before anything else
 * is touched; whatever was written is removed again when a later step fails.
 */
async function storeAll(storage: LocalStorage, files: StoredFile[], record: () => Promise<unknown>) {
  const written: string[] = [];
  try {
    for (const file of files) {
      await storage.write(file.key, file.bytes);
      written.push(file.key);
    }
    await record();
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key)));
    if (error instanceof FileExistsError) throw conflict(m.alreadyUploaded);
    if (isDiskFull(error)) throw new AppError(507, m.storageFull, undefined, { cause: error });
    throw error;
  }
}

/**
 * Accepts the bytes of a presigned local upload: the signature must hold, the size fit the
 * type's limit, the content sniffed from the bytes be the declared type with no page or script
 * inside, and an image decode cleanly; images are stored re-encoded, with a thumbnail. The row is
 * inserted only after the files are in place, so no record ever points at a missing file.
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
  const contentType = params.contentType;
  const bytes = Buffer.isBuffer(body) ? body : undefined;
  if (!bytes || bytes.length === 0) throw badRequest(m.empty);
  if (bytes.length > sizeLimitFor(contentType, limits)) throw new AppError(413, m.tooLarge);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || sniffed.mime !== contentType) throw badRequest(m.contentMismatch);
  if (containsMarkup(bytes)) throw badRequest(m.markupInside);

  const files = await prepareFiles(params.key, contentType, bytes, limits);
  const [stored, thumbnail] = files;
  if (!stored) throw new Error('nothing to store');
  await storeAll(storage, files, () =>
    db.insert(uploads).values({ key: params.key, contentType, bytes: stored.bytes.length }),
  );
  const path = `${LOCAL_SERVE_PREFIX}${params.key}`;
  return {
    path,
    bytes: stored.bytes.length,
    contentType,
    ...(thumbnail ? { thumbnailPath: `${LOCAL_SERVE_PREFIX}${thumbnail.key}` } : {}),
  };
}

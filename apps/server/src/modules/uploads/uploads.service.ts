import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_TYPES, type UploadContentType } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import type { PresignRequest } from '@souq/contract/uploads';
import type { Db } from '../../db/client';
import { uploadGrants, uploads } from '../../db/schema/content';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors';
import { photoHash } from '../../lib/photo-hash';
import { ImageRejectedError, reencodeImage, type ImageContentType } from './image-processing';
import { FileExistsError, LOCAL_SERVE_PREFIX, TooManyBytesError, type LocalStorage, type SignedPutParams, type StagedFile } from './local-storage';
import { containsMarkup, markupScanner } from './markup';
import { hasVideoStructure, type VideoContentType } from './video-structure';
import { newObjectKey, thumbnailKey, type Storage } from './storage';

const m = messages.upload;
export const PRESIGN_TTL_MS = 15 * 60 * 1000;

/**
 * Signed addresses for the caller's files, each recorded as theirs (the grant) in the same step:
 * a record may later name only files its writer was handed.
 */
export async function presignUploads(db: Db, storage: Storage, ownerId: string, input: PresignRequest, now = new Date()) {
  const expiresAt = new Date(now.getTime() + PRESIGN_TTL_MS);
  const preSignedUrls = await Promise.all(
    input.fileNames.map(async () => {
      const key = newObjectKey(input.flocation, input.contentType, now);
      const { url, path } = await storage.presignPut(key, input.contentType, expiresAt);
      return { url, path, key, expiresAt };
    }),
  );
  await db.insert(uploadGrants).values(preSignedUrls.map(({ key }) => ({ key, ownerId, folder: input.flocation, contentType: input.contentType })));
  return { preSignedUrls };
}

/** Who was handed the address of this key: the upload's owner. */
const ownerOf = (key: string) => sql`(select ${uploadGrants.ownerId} from ${uploadGrants} where ${uploadGrants.key} = ${key})`;

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

async function prepareFiles(key: string, contentType: UploadContentType, bytes: Buffer, limits: UploadLimits): Promise<StoredFile[]> {
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
    throw storageError(error);
  }
}

/** What a sniffer reads: file-type needs at most this many leading bytes. */
const SNIFF_BYTES = 4100;

/** Reads a body into memory, refusing it (413) past `maxBytes` without reading the rest. */
async function readAtMost(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      body.destroy();
      throw new AppError(413, m.tooLarge);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

function storageError(error: unknown): unknown {
  if (error instanceof FileExistsError) return conflict(m.alreadyUploaded);
  if (isDiskFull(error)) return new AppError(507, m.storageFull, undefined, { cause: error });
  return error;
}

async function receiveImage(db: Db, storage: LocalStorage, limits: UploadLimits, params: SignedPutParams, contentType: ImageContentType, body: Readable) {
  const bytes = await readAtMost(body, limits.maxImageBytes);
  if (bytes.length === 0) throw badRequest(m.empty);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || sniffed.mime !== contentType) throw badRequest(m.contentMismatch);
  if (containsMarkup(bytes)) throw badRequest(m.markupInside);

  const files = await prepareFiles(params.key, contentType, bytes, limits);
  const [stored, thumbnail] = files;
  if (!stored) throw new Error('nothing to store');
  // From the stored pixels (upright, first frame): what listings' duplicate checks compare.
  const hash = await photoHash(stored.bytes, limits.maxImagePixels);
  await storeAll(storage, files, () =>
    db.insert(uploads).values({ key: params.key, contentType, bytes: stored.bytes.length, uploadedBy: ownerOf(params.key), photoHash: hash }),
  );
  return {
    path: `${LOCAL_SERVE_PREFIX}${params.key}`,
    bytes: stored.bytes.length,
    contentType,
    ...(thumbnail ? { thumbnailPath: `${LOCAL_SERVE_PREFIX}${thumbnail.key}` } : {}),
  };
}

/** Why a staged video cannot be kept, or null when it can: the same checks as an image's, and its structure. */
async function videoProblem(staged: StagedFile, head: Buffer, contentType: VideoContentType, markup: boolean) {
  if (staged.bytes === 0) return m.empty;
  const sniffed = await fileTypeFromBuffer(head);
  if (!sniffed || sniffed.mime !== contentType) return m.contentMismatch;
  if (markup) return m.markupInside;
  const file = await fs.open(staged.path, 'r');
  try {
    if (!(await hasVideoStructure(file, staged.bytes, contentType))) return m.videoMalformed;
  } finally {
    await file.close();
  }
  return null;
}

/** A video streams to disk as it arrives: memory stays flat whatever its size. */
async function receiveVideo(db: Db, storage: LocalStorage, limits: UploadLimits, params: SignedPutParams, contentType: VideoContentType, body: Readable) {
  const headChunks: Buffer[] = [];
  let headBytes = 0;
  const scanner = markupScanner();
  let staged: StagedFile;
  try {
    staged = await storage.stage(params.key, body, limits.maxVideoBytes, (chunk) => {
      if (headBytes < SNIFF_BYTES) {
        headChunks.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
        headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
      }
      scanner.push(chunk);
    });
  } catch (error) {
    if (error instanceof TooManyBytesError) throw new AppError(413, m.tooLarge);
    throw storageError(error);
  }
  const problem = await videoProblem(staged, Buffer.concat(headChunks), contentType, scanner.found());
  if (problem) {
    await staged.discard();
    throw badRequest(problem);
  }
  try {
    await staged.commit();
  } catch (error) {
    throw storageError(error);
  }
  try {
    await db.insert(uploads).values({ key: params.key, contentType, bytes: staged.bytes, uploadedBy: ownerOf(params.key) });
  } catch (error) {
    await storage.remove(params.key);
    throw error;
  }
  return { path: `${LOCAL_SERVE_PREFIX}${params.key}`, bytes: staged.bytes, contentType };
}

/**
 * Accepts the bytes of a presigned local upload: the signature must hold (checked again here; the
 * route refuses a bad one before reading any byte), the size fit the type's limit as the body
 * streams in, the content sniffed from the bytes be the declared type with no page or script
 * inside, an image decode cleanly and a video have its container's structure. Images are stored
 * re-encoded, with a thumbnail; videos as sent. The row is inserted only after the files are in
 * place, so no record ever points at a missing file.
 */
export async function receiveUpload(db: Db, storage: LocalStorage, limits: UploadLimits, params: SignedPutParams, body: Readable | undefined) {
  if (!storage.verify(params)) throw forbidden(m.signatureInvalid);
  if (!isUploadType(params.contentType)) throw badRequest(m.typeNotAllowed);
  if (!body) throw badRequest(m.empty);
  const contentType = params.contentType;
  return isImageType(contentType) ? receiveImage(db, storage, limits, params, contentType, body) : receiveVideo(db, storage, limits, params, contentType, body);
}

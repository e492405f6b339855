import { z } from 'zod';
import { ROLES, UPLOAD_CONTENT_TYPES, UPLOAD_FOLDERS, UPLOAD_FOLDER } from './constants';
import { defineRoute } from './route';
import { messages } from './messages';
import { ZDateTime } from './common';

const m = messages.upload;

export const ZPresignRequest = z.object({
  fileNames: z
    .array(z.string({ error: m.fileNamesRequired }).trim().min(1, m.fileNamesRequired).max(255), {
      error: m.fileNamesRequired,
    })
    .min(1, m.fileNamesRequired)
    .max(10, 'At most 10 files at a time'),
  contentType: z.enum(UPLOAD_CONTENT_TYPES, { error: m.typeNotAllowed }),
  flocation: z.enum(UPLOAD_FOLDERS, { error: m.folderInvalid }).default(UPLOAD_FOLDER),
});
export type PresignRequest = z.infer<typeof ZPresignRequest>;

export const ZPresignedUrl = z.object({
  /** Where to PUT the raw bytes. */
  url: z.string(),
  /** What to store on the record: the address the file is served from. */
  path: z.string(),
  key: z.string(),
  expiresAt: ZDateTime,
});
export const ZPresignResponse = z.object({ preSignedUrls: z.array(ZPresignedUrl) });
export type PresignResponse = z.infer<typeof ZPresignResponse>;

export const presignRoute = defineRoute({
  method: 'POST',
  path: '/api/uploads/getPreSignedURLForUploadObject',
  access: ROLES,
  budget: 'uploads',
  tag: 'uploads',
  summary: 'Ask for temporary upload addresses; PUT each file to its url, then store its path',
  body: ZPresignRequest,
  response: ZPresignResponse,
});

export const ZSignedPutQuery = z.object({
  contentType: z.string().max(100),
  expires: z.coerce.number().int(),
  signature: z.string().max(200),
});

export const ZUploadReceived = z.object({
  path: z.string(),
  bytes: z.number().int(),
  contentType: z.string(),
  /** A small WebP of an image (its `path` + `.thumb.webp`); absent for videos. */
  thumbnailPath: z.string().optional(),
});

/** Where local storage's presigned addresses point; the signature in the query is the credential. */
export const putObjectRoute = defineRoute({
  method: 'PUT',
  path: '/api/uploads/object/*',
  access: 'public',
  tag: 'uploads',
  summary: 'Receive the raw bytes of a presigned upload (local storage only)',
  query: ZSignedPutQuery,
  response: ZUploadReceived,
  errors: [409],
});

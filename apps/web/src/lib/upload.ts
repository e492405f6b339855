import { presignRoute } from '@souq/contract/uploads';
import { UPLOAD_TYPES, type UPLOAD_FOLDERS, type UploadContentType } from '@souq/contract/constants';
import { ZErrorBody } from '@souq/contract/common';
import { messages } from '@/i18n/console/messages';
import { ApiError, callRoute, type RequestAuth } from './api-client';
import { scalePhotoForUpload } from './scale-photo';

export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export function isImageType(type: string): type is UploadContentType {
  return Object.hasOwn(UPLOAD_TYPES, type) && UPLOAD_TYPES[type as UploadContentType].kind === 'image';
}

export interface UploadOptions {
  folder: UploadFolder;
  /** 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  /** Whose upload it is: the staff console's session unless told (the members' app passes its own). */
  auth?: RequestAuth;
  /**
   * Scale a still photo down in the browser first, its long side at most this many pixels (the
   * members' app: phone photos on phone networks). Staff icons and banners go as chosen.
   */
  maxSide?: number;
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  let text: string = messages.generic.somethingWentWrong;
  try {
    const body = ZErrorBody.safeParse(JSON.parse(xhr.responseText));
    if (body.success && body.data.error) text = body.data.error;
  } catch {
    // not JSON (e.g. an S3 XML error): keep the generic text
  }
  return new ApiError(xhr.status, text);
}

/** PUTs the raw bytes to a presigned address, reporting progress (fetch cannot). */
function putFile(url: string, file: File, contentType: string, onProgress?: (fraction: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(errorOf(xhr)));
    xhr.onerror = () => reject(new ApiError(0, messages.generic.somethingWentWrong));
    xhr.send(file);
  });
}

/**
 * The spec's pre-signed upload: ask for an address, PUT the file there, answer the path to
 * store on the record.
 */
export async function uploadImage(picked: File, { folder, onProgress, auth, maxSide }: UploadOptions): Promise<string> {
  if (!isImageType(picked.type)) throw new ApiError(400, messages.upload.typeNotAllowed);
  const file = maxSide ? await scalePhotoForUpload(picked, maxSide) : picked;
  if (!isImageType(file.type)) throw new ApiError(400, messages.upload.typeNotAllowed);
  const { preSignedUrls } = await callRoute(
    presignRoute,
    {
      fileNames: [file.name],
      contentType: file.type,
      flocation: folder,
    },
    { auth },
  );
  const target = preSignedUrls[0];
  if (!target) throw new ApiError(0, messages.generic.somethingWentWrong);
  onProgress?.(0);
  await putFile(target.url, file, file.type, onProgress);
  onProgress?.(1);
  return target.path;
}

/** Whether a picked file is one of the upload types (a photo or a video), and which kind. */
export function mediaKindOf(type: string): 'image' | 'video' | null {
  return Object.hasOwn(UPLOAD_TYPES, type) ? UPLOAD_TYPES[type as UploadContentType].kind : null;
}

/** The same pre-signed upload for a photo or a video (the members' posts and stories). */
export async function uploadMedia(picked: File, { folder, onProgress, auth, maxSide }: UploadOptions): Promise<string> {
  if (!mediaKindOf(picked.type)) throw new ApiError(400, messages.upload.typeNotAllowed);
  const file = maxSide && mediaKindOf(picked.type) === 'image' ? await scalePhotoForUpload(picked, maxSide) : picked;
  const contentType = file.type as UploadContentType;
  const { preSignedUrls } = await callRoute(presignRoute, { fileNames: [file.name], contentType, flocation: folder }, { auth });
  const target = preSignedUrls[0];
  if (!target) throw new ApiError(0, messages.generic.somethingWentWrong);
  onProgress?.(0);
  await putFile(target.url, file, contentType, onProgress);
  onProgress?.(1);
  return target.path;
}

import crypto from 'node:crypto';
import type { UploadContentType } from '@souq/contract/constants';
import { PHOTO_VARIANT_NAME } from '@souq/contract/photo-variants';

export interface PresignedPut {
  /** Where the client PUTs the bytes. */
  url: string;
  /** What the client stores on its record: the address the file is served from. */
  path: string;
}

/** Where uploaded files live: the local disk by default, any S3-compatible bucket at scale. */
export interface Storage {
  readonly kind: 'local' | 's3';
  presignPut(key: string, contentType: UploadContentType, expiresAt: Date): Promise<PresignedPut>;
  /** The key a served address (a presign's `path`) names, or null when it names nothing stored here. */
  keyOf(address: string): string | null;
}

/** The key after `prefix` in an address, when it is exactly one of the names this server stores. */
export function storedKeyAfter(address: string, prefix: string): string | null {
  if (!address.startsWith(prefix)) return null;
  const key = address.slice(prefix.length);
  return isStoredKey(key) ? key : null;
}

const EXT_BY_TYPE: Record<UploadContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

export const KEY_PATTERN = /^[a-z]+\/\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif|mp4|mov|webm)$/;

/** The thumbnail of an image lives next to it, so deleting a prefix removes both. */
export const THUMBNAIL_SUFFIX = '.thumb.webp';

export function thumbnailKey(key: string): string {
  return `${key}${THUMBNAIL_SUFFIX}`;
}

/** The object a stored name belongs to: itself, or the image a thumbnail or a sized copy was made of. */
export function objectKeyOf(name: string): string {
  if (name.endsWith(THUMBNAIL_SUFFIX)) return name.slice(0, -THUMBNAIL_SUFFIX.length);
  return PHOTO_VARIANT_NAME.exec(name)?.[1] ?? name;
}

/** Whether a name is something this server stores: an object key, or the thumbnail or a sized copy of one. */
export function isStoredKey(name: string): boolean {
  return KEY_PATTERN.test(objectKeyOf(name));
}

/** Keys are made here, never from the client's file name: no traversal, no collisions. */
export function newObjectKey(folder: string, contentType: UploadContentType, now = new Date()): string {
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${folder}/${yyyy}/${mm}/${crypto.randomUUID()}.${EXT_BY_TYPE[contentType]}`;
}

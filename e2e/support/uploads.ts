import { expect } from 'vitest';
import type { PresignResponse } from '@souq/contract/uploads';
import { api, baseUrl, PNG_PIXEL, type ApiSession } from './browser';

/** What is uploaded: a one-pixel PNG unless a test needs a real photo. */
export interface PictureFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}
const PIXEL: PictureFile = { name: 'photo.png', type: 'image/png', bytes: PNG_PIXEL };

/** A picture uploaded through a pre-signed address, as the apps upload; answers its stored path. */
export async function uploadPicture(member: ApiSession, folder: 'posts' | 'classifieds' = 'classifieds', file: PictureFile = PIXEL): Promise<string> {
  const presigned = await api<PresignResponse>(member, 'POST', '/api/uploads/getPreSignedURLForUploadObject', {
    fileNames: [file.name],
    contentType: file.type,
    flocation: folder,
  });
  expect(presigned.status).toBe(200);
  const [target] = presigned.body.preSignedUrls;
  if (!target) throw new Error('no upload address');
  const put = await fetch(target.url.startsWith('http') ? target.url : `${baseUrl()}${target.url}`, {
    method: 'PUT',
    headers: { 'content-type': file.type },
    body: new Uint8Array(file.bytes),
  });
  expect(put.status, await put.text()).toBeLessThan(300);
  return target.path;
}

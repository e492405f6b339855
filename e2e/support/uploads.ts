import { expect } from 'vitest';
import type { PresignResponse } from '@souq/contract/uploads';
import { api, baseUrl, PNG_PIXEL, type ApiSession } from './browser';

/** A picture uploaded through a pre-signed address, as the apps upload; answers its stored path. */
export async function uploadPicture(member: ApiSession, folder: 'posts' | 'classifieds' = 'classifieds'): Promise<string> {
  const presigned = await api<PresignResponse>(member, 'POST', '/api/uploads/getPreSignedURLForUploadObject', {
    fileNames: ['photo.png'],
    contentType: 'image/png',
    flocation: folder,
  });
  expect(presigned.status).toBe(200);
  const [target] = presigned.body.preSignedUrls;
  if (!target) throw new Error('no upload address');
  const put = await fetch(target.url.startsWith('http') ? target.url : `${baseUrl()}${target.url}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: PNG_PIXEL,
  });
  expect(put.status).toBeLessThan(300);
  return target.path;
}

import { useCallback, useState } from 'react';
import type { RequestAuth } from '@/lib/api-client';
import { uploadImage, type UploadFolder } from '@/lib/upload';

/**
 * State of one image field: the picked file, and the pre-signed upload that Save runs
 * (presign -> PUT -> the path to store). `upload()` answers null when no file was picked.
 */
export function useImageUpload(folder: UploadFolder, auth?: RequestAuth, maxSide?: number) {
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);

  const upload = useCallback(async (): Promise<string | null> => {
    if (!file) return null;
    setUploading(true);
    setProgress(0);
    try {
      return await uploadImage(file, { folder, onProgress: setProgress, auth, maxSide });
    } finally {
      setUploading(false);
    }
  }, [file, folder, auth, maxSide]);

  const reset = useCallback(() => {
    setFile(null);
    setProgress(0);
  }, []);

  return { file, setFile, uploading, progress, upload, reset };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;

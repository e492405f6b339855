import { useCallback, useEffect, useState } from 'react';
import { ImagePicker } from '@/components/console/image-picker';
import { useImageUpload, type ImageUpload } from '@/components/use-image-upload';
import type { UploadFolder } from '@/lib/upload';
import { useFormBusy } from './form-busy';

export interface ImageFieldState extends ImageUpload {
  error: string | undefined;
  required: boolean;
  /**
   * Shows `requiredMessage` when no image is picked (and none is stored) and answers whether it
   * is missing. FormCard calls it on every submit, before the other fields validate, so one Save
   * shows every missing field at once; the save checks it again before uploading.
   */
  checkMissing: () => boolean;
}

/**
 * An image the form uploads on Save (it is not a react-hook-form value: the file goes through
 * the pre-signed flow first). Picking a file clears the 'required' message.
 */
export function useImageField(folder: UploadFolder, { required, requiredMessage }: { required: boolean; requiredMessage?: string }): ImageFieldState {
  const image = useImageUpload(folder);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (image.file) setError(undefined);
  }, [image.file]);

  const checkMissing = useCallback(() => {
    const missing = required && !image.file;
    setError(missing ? requiredMessage : undefined);
    return missing;
  }, [required, requiredMessage, image.file]);

  return { ...image, error, required, checkMissing };
}

export interface ImageFieldProps {
  field: ImageFieldState;
  label: string;
  /** The stored image shown until a new one is picked (edit mode). */
  currentUrl?: string | null;
}

/** The image picker of useImageField, disabled while the form saves. */
export function ImageField({ field, label, currentUrl }: ImageFieldProps) {
  const busy = useFormBusy();
  return <ImagePicker image={field} label={label} currentUrl={currentUrl} error={field.error} required={field.required} disabled={busy} />;
}

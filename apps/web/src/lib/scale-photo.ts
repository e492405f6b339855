/** The longest side, in pixels, of a photo a member sends: the server's largest copy is 1280 wide. */
export const UPLOAD_MAX_SIDE = 2048;

/** Still photos only: a GIF may move, and drawing it would keep its first frame. */
const SCALED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** What a photo of this type is encoded as once scaled: JPEG stays JPEG; PNG and WebP (which may be transparent) become WebP. */
function outputType(type: string): 'image/jpeg' | 'image/webp' {
  return type === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
}

function canvasOf(width: number, height: number): { context: CanvasDrawImage | null; toBlob: (type: string) => Promise<Blob | null> } {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    return { context: canvas.getContext('2d'), toBlob: (type) => canvas.convertToBlob({ type, quality: 0.85 }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return { context: canvas.getContext('2d'), toBlob: (type) => new Promise((resolve) => canvas.toBlob(resolve, type, 0.85)) };
}

/** The name of the scaled file: the picked name with the new type's extension (the server never keeps it). */
function renamed(name: string, type: 'image/jpeg' | 'image/webp'): string {
  const base = name.replace(/\.[^./]*$/, '') || 'photo';
  return `${base}.${type === 'image/jpeg' ? 'jpg' : 'webp'}`;
}

/**
 * A phone photo scaled down in the browser before it is sent, its long side at most `maxSide`: a
 * 12-megapixel photo of 4 MB becomes about 0.5 MB, a fifth of the wait on a slow network, and its
 * location (EXIF) stays on the phone. The EXIF orientation is applied to the pixels as the photo is
 * decoded (`imageOrientation: 'from-image'`), so the photo stays upright without its tag. A photo
 * already small enough, a GIF, or one this browser cannot decode or encode goes as it was picked:
 * the server re-encodes every photo anyway.
 */
export async function scalePhotoForUpload(file: File, maxSide = UPLOAD_MAX_SIDE): Promise<File> {
  if (!SCALED_TYPES.has(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = maxSide / Math.max(bitmap.width, bitmap.height);
    if (scale >= 1) return file;
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const { context, toBlob } = canvasOf(width, height);
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, width, height);
    const type = outputType(file.type);
    const blob = await toBlob(type);
    // A browser that cannot encode the type answers PNG (or nothing): the original is then better.
    if (!blob || blob.type !== type) return file;
    return new File([blob], renamed(file.name, type), { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

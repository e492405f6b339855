import { PHOTO_VARIANT_NAME, PHOTO_WIDTHS, photoVariantName } from '@souq/contract/photo-variants';
import { makePhotoVariants } from './image-processing';
import { FileExistsError, type LocalStorage } from './local-storage';

/** One making per photo at a time in this process: the upload's own and a reader's request share it. */
const making = new Map<string, Promise<void>>();

/**
 * Makes the sized copies of a stored photo (a name under the uploads folder) that are not there
 * yet. Called after an upload's answer is sent, and when a copy is asked for before it exists (a
 * photo stored before copies were made, the demo data, or a reader quicker than the upload's own
 * making): every photo gets its copies the first time one is wanted, with no backfill to run.
 * Another process making the same copy at the same time is no error: each name is written once.
 */
export function ensurePhotoVariants(storage: LocalStorage, photo: string, maxPixels: number): Promise<void> {
  const running = making.get(photo);
  if (running) return running;
  const task = makeMissing(storage, photo, maxPixels).finally(() => making.delete(photo));
  making.set(photo, task);
  return task;
}

async function makeMissing(storage: LocalStorage, photo: string, maxPixels: number): Promise<void> {
  const present = await Promise.all(PHOTO_WIDTHS.map((width) => storage.hasServed(photoVariantName(photo, width))));
  const missing = PHOTO_WIDTHS.filter((_, index) => !present[index]);
  if (missing.length === 0) return;
  const source = await storage.readServed(photo);
  if (!source) return;
  const variants = await makePhotoVariants(source, maxPixels, missing);
  await Promise.all(
    variants.map((variant) =>
      storage.writeServed(photoVariantName(photo, variant.width), variant.bytes).catch((error: unknown) => {
        if (!(error instanceof FileExistsError)) throw error;
      }),
    ),
  );
}

/** The photo a served name is a sized copy of, or null when it is not a sized copy's name. */
export function variantSourceOf(name: string): string | null {
  return PHOTO_VARIANT_NAME.exec(name)?.[1] ?? null;
}

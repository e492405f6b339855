import sharp from 'sharp';

/**
 * A photo's difference hash (dHash): the picture shrunk to 9x8 grey pixels, one bit per pair of
 * neighbours in a row (is the left one brighter?), 64 bits. It survives re-encoding, resizing,
 * mild colour and brightness changes and a watermark's corner, which is how a copied listing
 * photo arrives; it is cheap (one tiny resize) and compared by counting differing bits.
 * docs/decisions.md says why dHash rather than pHash or a learned model.
 */
const WIDTH = 9;
const HEIGHT = 8;

/** Two photos this many differing bits apart or fewer are the same photo. */
export const PHOTO_DUPLICATE_DISTANCE = 6;

/**
 * The 64 bits cut into PHOTO_DUPLICATE_DISTANCE + 1 bands: two hashes at most that many bits
 * apart have at least one band in common (pigeonhole), so an index on the bands finds every
 * candidate. Widths add up to 64.
 */
const BAND_WIDTHS = [10, 9, 9, 9, 9, 9, 9] as const;
const BAND_SPAN = 1 << 10;

/** A picture smaller than this on a side, or with less contrast than this, says nothing about which photo it is. */
const MIN_SIDE_PX = 16;
const MIN_CONTRAST = 8;

/**
 * The hash as PostgreSQL's signed bigint holds it; null for a picture too small or too plain to
 * tell apart (an icon, a blank square), which would otherwise match every other plain one.
 */
export async function photoHash(input: Buffer, maxPixels: number): Promise<bigint | null> {
  const image = sharp(input, { limitInputPixels: maxPixels, autoOrient: true });
  const { width = 0, height = 0 } = await image.metadata();
  if (Math.min(width, height) < MIN_SIDE_PX) return null;
  const pixels = await image.flatten({ background: '#ffffff' }).greyscale().resize(WIDTH, HEIGHT, { fit: 'fill', kernel: 'lanczos3' }).raw().toBuffer();
  if (Math.max(...pixels) - Math.min(...pixels) < MIN_CONTRAST) return null;
  let hash = 0n;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH - 1; x++) {
      const left = pixels[y * WIDTH + x] ?? 0;
      const right = pixels[y * WIDTH + x + 1] ?? 0;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/** Bits that differ between two hashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x) {
    count += Number(x & 1n);
    x >>= 1n;
  }
  return count;
}

/** The hash's bands, each tagged with its position so equal pieces in different places never meet. */
export function hashBands(hash: bigint): number[] {
  let bits = BigInt.asUintN(64, hash);
  const bands: number[] = [];
  BAND_WIDTHS.forEach((width, index) => {
    const value = Number(bits & ((1n << BigInt(width)) - 1n));
    bits >>= BigInt(width);
    bands.push(index * BAND_SPAN + value);
  });
  return bands;
}

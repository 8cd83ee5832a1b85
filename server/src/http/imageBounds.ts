import type sharpModule from 'sharp';
import { HttpError } from './errors.js';

/**
 * The largest image any upload may decode to. A few kilobytes of PNG can claim 250 x 240000 pixels, and
 * decoding or scaling that exhausts memory, so the size is read from the header (sharp's metadata reads no
 * pixels) and checked before anything decodes it. 50 megapixels and 12000 px a side hold every phone photo
 * and page scan.
 */
export const IMAGE_MAX_SIDE = 12_000;
export const IMAGE_MAX_PIXELS = 50_000_000;

/**
 * sharp (libvips, about 30 MB resident) is loaded with the first image handled, not when the server starts:
 * most of a home server's life is spent without an upload.
 */
export const loadSharp = (): Promise<typeof sharpModule> => import('sharp').then((m) => m.default);

/** Options for every sharp() that decodes an upload: refuses more pixels than the bound even if asked. */
export const DECODE_LIMITS = { limitInputPixels: IMAGE_MAX_PIXELS } as const;

/** The width and height an image's header claims; 422 `{detail}` when unreadable or beyond the bounds. */
export async function boundedImageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    const sharp = await loadSharp();
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    width = meta.width;
    // An animated image decodes one page here; its height is that of a page.
    height = meta.pageHeight ?? meta.height;
  } catch {
    throw new HttpError(422, 'The image could not be read');
  }
  if (!width || !height) throw new HttpError(422, 'The image could not be read');
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS)
    throw new HttpError(
      422,
      `The image is ${width} x ${height} pixels: at most ${IMAGE_MAX_SIDE} pixels a side and ${IMAGE_MAX_PIXELS / 1_000_000} megapixels are accepted`,
    );
  return { width, height };
}

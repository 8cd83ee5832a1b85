import { AVATAR_MAX_BYTES } from '@hearth/shared';
import { badRequest, HttpError } from '../http/errors.js';
import { boundedImageSize, DECODE_LIMITS, loadSharp } from '../http/imageBounds.js';

const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/gif',
    test: (b) =>
      b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  },
  {
    type: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image type by its magic bytes, whatever the client claims. */
export const sniffImage = (b: Buffer): string | undefined => SIGNATURES.find((s) => s.test(b))?.type;

/**
 * Decodes an uploaded avatar (base64 or a data: URL), checks it is a real image of an accepted type and
 * size, and answers it re-encoded as a 256x256 WebP (which also drops metadata such as GPS tags).
 */
export async function normaliseAvatar(base64: string): Promise<Buffer> {
  const raw = Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64');
  if (raw.length === 0) throw badRequest('Image is required');
  if (raw.length > AVATAR_MAX_BYTES) throw new HttpError(413, 'Image must be 2 MB or smaller');
  if (!sniffImage(raw)) throw badRequest('The file must be a PNG, JPEG, GIF or WebP image');
  await boundedImageSize(raw);
  const sharp = await loadSharp();
  try {
    return await sharp(raw, DECODE_LIMITS)
      .rotate()
      .resize(256, 256, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw badRequest('The image could not be read');
  }
}

import { parseReceiptText, RECEIPT_MAX_BYTES } from '@hearth/shared';
import sharp from 'sharp';
import { HttpError } from '../../http/errors.js';
import { decodeBase64, imageMimeOf } from './imageType.js';
import type { ReceiptOcr } from './ocr.js';
import type { NewReceipt } from './receipts.repository.js';

/** Checks that an upload is an image of a sane size, reads it, and returns what to store. */
export async function readReceipt(ocr: ReceiptOcr, imageBase64: string): Promise<NewReceipt> {
  const bytes = decodeBase64(imageBase64);
  if (!bytes || bytes.length === 0) throw new HttpError(400, 'Image is not valid base64');
  if (bytes.length > RECEIPT_MAX_BYTES) throw new HttpError(413, 'Receipt image is larger than 10 MB');
  const mime = imageMimeOf(bytes);
  if (!mime) throw new HttpError(415, 'The file is not an image (JPEG, PNG, WebP, GIF or TIFF)');
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.width || !meta.height || meta.width * meta.height > 60_000_000)
      throw new Error('unusable size');
  } catch {
    throw new HttpError(422, 'The image could not be read');
  }
  const text = await ocr.recognize(bytes);
  const parsed = parseReceiptText(text);
  return {
    merchant_name: parsed.merchant,
    total: parsed.total,
    receipt_date: parsed.date,
    ocr_text: text.slice(0, 20_000),
    mime_type: mime,
    image: bytes,
  };
}

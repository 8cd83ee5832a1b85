import { parseReceiptText, RECEIPT_MAX_BYTES } from '@hearth/shared';
import { HttpError } from '../../http/errors.js';
import { boundedImageSize } from '../../http/imageBounds.js';
import { decodeBase64, imageMimeOf } from './imageType.js';
import { OcrError, type ReceiptOcr } from './ocr.js';
import type { NewReceipt } from './receipts.repository.js';

/** Checks that an upload is an image of a sane size, reads it, and returns what to store. */
export async function readReceipt(ocr: ReceiptOcr, imageBase64: string): Promise<NewReceipt> {
  const bytes = decodeBase64(imageBase64);
  if (!bytes || bytes.length === 0) throw new HttpError(400, 'Image is not valid base64');
  if (bytes.length > RECEIPT_MAX_BYTES) throw new HttpError(413, 'Receipt image is larger than 10 MB');
  const mime = imageMimeOf(bytes);
  if (!mime) throw new HttpError(415, 'The file is not an image (JPEG, PNG, WebP, GIF or TIFF)');
  await boundedImageSize(bytes);
  const text = await ocr.recognize(bytes).catch((err: unknown) => {
    if (!(err instanceof OcrError)) throw new HttpError(422, 'The image could not be read');
    if (err.reason === 'unavailable') throw new HttpError(503, 'Text recognition is unavailable right now');
    throw new HttpError(422, 'No text could be read from this image');
  });
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

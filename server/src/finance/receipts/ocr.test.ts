import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { OcrError, ReceiptOcr } from './ocr.js';

/**
 * The OCR worker fails without taking the process with it: tesseract.js throws out of its message
 * listener when a job fails (an uncaught exception that would end the process, and this test run), and
 * a dead worker thread never answers. Both become a rejected job, and the next job gets a fresh worker.
 */
const ocr = new ReceiptOcr();
afterAll(() => ocr.stop());

const textPng = (text: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="120"><rect width="100%" height="100%" fill="white"/><text x="30" y="75" font-family="DejaVu Sans Mono, monospace" font-size="48">${text}</text></svg>`,
    ),
  )
    .png()
    .toBuffer();

describe('receipt OCR worker', () => {
  it('rejects a job the worker fails, and reads the next image', async () => {
    await expect(ocr.recognizeClean(Buffer.from('these bytes are no image'))).rejects.toBeInstanceOf(
      OcrError,
    );
    expect(await ocr.recognize(await textPng('TOTAL 12.50'))).toMatch(/TOTAL\s+12\.50/);
  }, 60_000);

  it('rejects the job whose worker thread dies, and starts a fresh worker for the next one', async () => {
    const thread = await ocr.threadForTests();
    const job = ocr.recognize(await textPng('CASH 3.00'));
    await thread.terminate();
    await expect(job).rejects.toMatchObject({ reason: 'failed' });
    expect(await ocr.threadForTests()).not.toBe(thread);
    expect(await ocr.recognize(await textPng('CHANGE 7.25'))).toMatch(/CHANGE\s+7\.25/);
  }, 60_000);
});

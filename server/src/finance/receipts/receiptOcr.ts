import { ReceiptOcr } from './ocr.js';

// One OCR worker for the process, started on first use and stopped with the finance area.
let instance: ReceiptOcr | undefined;

export function receiptOcr(): ReceiptOcr {
  instance ??= new ReceiptOcr();
  return instance;
}

export async function stopReceiptOcr(): Promise<void> {
  const ocr = instance;
  instance = undefined;
  await ocr?.stop();
}

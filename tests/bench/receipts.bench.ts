/**
 * Receipt OCR benchmark: runs the product's OCR pipeline (preprocessing, tesseract, text parser) over
 * the real scanned receipts in ../shared/fixtures/receipts and prints, per receipt, whether the
 * merchant and total match the ground truth, and how long it took.
 *
 *   npx tsx tests/bench/receipts.bench.ts [fixtures dir]
 *   RECEIPT_TEXT_DIR=/tmp/x  also writes each OCR text there.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseReceiptText } from '../../shared/src/domain/finance/receiptText.js';
import { ReceiptOcr } from '../../server/src/finance/receipts/ocr.js';
import { merchantMatches, sameTotal } from './receiptsScore.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = process.argv[2] ?? path.resolve(here, '../../../shared/fixtures/receipts');
if (!existsSync(dir)) {
  console.log(`receipts benchmark skipped: no fixtures at ${dir}`);
  process.exit(0);
}
const textDir = process.env.RECEIPT_TEXT_DIR;
if (textDir) mkdirSync(textDir, { recursive: true });

const ocr = new ReceiptOcr(process.env.OCR_PSM as ConstructorParameters<typeof ReceiptOcr>[0]);
const warm = Date.now();
await ocr.recognize(
  readFileSync(
    path.join(
      dir,
      readdirSync(dir).find((f) => f.endsWith('.jpg'))!,
    ),
  ),
);
console.log(`worker start + first receipt: ${Date.now() - warm} ms`);

let totals = 0;
let merchants = 0;
let n = 0;
let slowest = 0;
let sum = 0;
for (const file of readdirSync(dir)
  .filter((f) => /\.(jpe?g|png)$/i.test(f))
  .sort()) {
  const truth = JSON.parse(readFileSync(path.join(dir, file.replace(/\.\w+$/, '.json')), 'utf8')) as {
    company: string;
    total: string;
  };
  const t0 = Date.now();
  const text = await ocr.recognize(readFileSync(path.join(dir, file)));
  const parsed = parseReceiptText(text);
  const ms = Date.now() - t0;
  if (textDir) writeFileSync(path.join(textDir, `${file}.txt`), text);
  const okTotal = sameTotal(parsed.total, truth.total);
  const okMerchant = merchantMatches(parsed.merchant, truth.company);
  totals += okTotal ? 1 : 0;
  merchants += okMerchant ? 1 : 0;
  n++;
  sum += ms;
  slowest = Math.max(slowest, ms);
  console.log(
    `${file.padEnd(16)} ${String(ms).padStart(5)} ms  total ${okTotal ? 'ok ' : 'BAD'} ${String(parsed.total).padStart(8)} (want ${truth.total})  merchant ${okMerchant ? 'ok ' : 'BAD'} ${JSON.stringify(parsed.merchant)} (want ${JSON.stringify(truth.company)})`,
  );
}
await ocr.stop();
console.log(
  `\ntotals ${totals}/${n}, merchants ${merchants}/${n}, mean ${Math.round(sum / n)} ms, slowest ${slowest} ms per receipt`,
);

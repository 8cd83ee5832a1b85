import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, PSM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
/** English language data installed from the npm registry: nothing is downloaded at run time. */
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng')), '4.0.0_best_int');

/**
 * The box holding the ink: rows and columns with a few dark pixels, ignoring a thin margin where
 * scanner edges and shadows live. Scans often show a small receipt on a big white page.
 */
async function inkBox(gray: Buffer, width: number, height: number) {
  const mx = Math.round(width * 0.015);
  const my = Math.round(height * 0.01);
  const rows = new Uint32Array(height);
  const cols = new Uint32Array(width);
  for (let y = my; y < height - my; y++) {
    for (let x = mx; x < width - mx; x++) {
      if (gray[y * width + x]! < 110) {
        rows[y]!++;
        cols[x]!++;
      }
    }
  }
  const span = (counts: Uint32Array, min: number) => {
    let a = 0;
    let b = counts.length - 1;
    while (a < b && counts[a]! < min) a++;
    while (b > a && counts[b]! < min) b--;
    return [a, b] as const;
  };
  const [top, bottom] = span(rows, Math.max(3, width * 0.01));
  const [left, right] = span(cols, Math.max(3, height * 0.01));
  const pad = 12;
  const l = Math.max(0, left - pad);
  const t = Math.max(0, top - pad);
  return {
    left: l,
    top: t,
    width: Math.min(width, right + pad) - l,
    height: Math.min(height, bottom + pad) - t,
  };
}

/**
 * Cleans a photo or scan for OCR: upright, grayscale, contrast stretched, cropped to the receipt,
 * then scaled so that the receipt is 1000–1400 px wide (small print upscaled, huge photos reduced).
 */
export async function preprocess(image: Buffer): Promise<Buffer> {
  const upright = await sharp(image)
    .rotate()
    .grayscale()
    .normalise()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = upright.info;
  let box = await inkBox(upright.data, width, height);
  if (box.width < width * 0.2 || box.height < height * 0.2 || box.width < 50 || box.height < 50) {
    box = { left: 0, top: 0, width, height };
  }
  const target = Math.max(1000, Math.min(1400, box.width));
  return sharp(upright.data, { raw: { width, height, channels: 1 } })
    .extract(box)
    .resize({ width: target, kernel: 'lanczos3' })
    .png()
    .toBuffer();
}

/** One tesseract worker kept alive and reused; jobs run one after another. */
export class ReceiptOcr {
  constructor(private readonly psm: PSM = PSM.SINGLE_COLUMN) {}
  // Single column keeps a label and its amount on one line; AUTO splits receipts into columns.
  private worker: Promise<Worker> | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  private start(): Promise<Worker> {
    this.worker ??= (async () => {
      const cachePath = path.join(os.tmpdir(), 'hearth-tesseract');
      mkdirSync(cachePath, { recursive: true });
      const w = await createWorker('eng', 1, { langPath: LANG_PATH, gzip: true, cachePath });
      await w.setParameters({
        tessedit_pageseg_mode: this.psm,
        preserve_interword_spaces: '1',
        user_defined_dpi: '300',
      });
      return w;
    })();
    this.worker.catch(() => (this.worker = undefined));
    return this.worker;
  }

  /** The text of an image. */
  recognize(image: Buffer): Promise<string> {
    const job = this.queue.then(async () => {
      const worker = await this.start();
      const clean = await preprocess(image);
      const { data } = await worker.recognize(clean);
      return data.text;
    });
    this.queue = job.catch(() => undefined);
    return job;
  }

  async stop(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    if (w) await (await w).terminate();
  }
}

import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker as Thread } from 'node:worker_threads';
import type { PSM, Worker } from 'tesseract.js';
import { DECODE_LIMITS, loadSharp } from '../../http/imageBounds.js';

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
  const sharp = await loadSharp();
  const upright = await sharp(image, DECODE_LIMITS)
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
  // A long, narrow strip upscaled to the target width could grow to a gigapixel: the height is capped too.
  return sharp(upright.data, { raw: { width, height, channels: 1 }, ...DECODE_LIMITS })
    .extract(box)
    .resize({ width: target, height: OCR_MAX_HEIGHT, fit: 'inside', kernel: 'lanczos3' })
    .png()
    .toBuffer();
}

/** The tallest image handed to tesseract (at 1000–1400 px wide: at most ~17 megapixels). */
export const OCR_MAX_HEIGHT = 12_000;
/** A recognition taking longer than this is abandoned and its worker replaced. */
const OCR_TIMEOUT_MS = 60_000;

/** Why text recognition failed: `unavailable` when the worker could not start, else the image's fault. */
export class OcrError extends Error {
  constructor(
    readonly reason: 'unavailable' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

interface Running {
  worker: Worker;
  /** Rejects when the worker thread dies (error or exit); never resolves. */
  died: Promise<never>;
}

/**
 * One tesseract worker kept alive and reused; jobs run one after another. A job that fails, times out or
 * kills the worker thread rejects with an OcrError, and the next job starts a fresh worker: tesseract.js
 * throws out of its message listener unless given an error handler, and a dead thread never answers.
 */
export class ReceiptOcr {
  constructor(private readonly psm: PSM = '4' as PSM /* PSM.SINGLE_COLUMN */) {}
  // Single column keeps a label and its amount on one line; AUTO splits receipts into columns.
  private running: Promise<Running> | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  private start(): Promise<Running> {
    const started = (this.running ??= (async () => {
      const cachePath = path.join(os.tmpdir(), 'hearth-tesseract');
      mkdirSync(cachePath, { recursive: true });
      // tesseract.js is loaded with the first receipt read, not when the server starts.
      const { createWorker } = await import('tesseract.js');
      const worker = await createWorker('eng', 1, {
        langPath: LANG_PATH,
        gzip: true,
        cachePath,
        // The failed job's promise rejects too; this only keeps tesseract.js from throwing in its listener.
        errorHandler: () => undefined,
      });
      const thread = (worker as unknown as { worker: Thread }).worker;
      const died = new Promise<never>((_, reject) => {
        thread.on('error', (err) => reject(new OcrError('failed', `OCR worker crashed: ${err.message}`)));
        thread.on('exit', (code) => reject(new OcrError('failed', `OCR worker exited with ${code}`)));
      });
      died.catch(() => {
        if (this.running === started) this.running = undefined;
      });
      await worker.setParameters({
        tessedit_pageseg_mode: this.psm,
        preserve_interword_spaces: '1',
        user_defined_dpi: '300',
      });
      return { worker, died };
    })());
    started.catch(() => {
      if (this.running === started) this.running = undefined;
    });
    return started;
  }

  /** Stops the current worker (if any); the next job starts a new one. */
  private async discard(running: Promise<Running>) {
    if (this.running === running) this.running = undefined;
    const r = await running.catch(() => undefined);
    await r?.worker.terminate().catch(() => undefined);
  }

  /** The text of an image. */
  recognize(image: Buffer): Promise<string> {
    return this.run(() => preprocess(image));
  }

  /** The text of an image already cleaned for OCR (a PNG), without preprocessing. */
  recognizeClean(png: Buffer): Promise<string> {
    return this.run(async () => png);
  }

  private run(prepare: () => Promise<Buffer>): Promise<string> {
    const job = this.queue.then(async () => {
      const running = this.start();
      const { worker, died } = await running.catch((err: unknown) => {
        throw new OcrError('unavailable', `OCR worker could not start: ${String(err)}`);
      });
      const clean = await prepare();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new OcrError('failed', 'OCR timed out')), OCR_TIMEOUT_MS);
      });
      try {
        const { data } = await Promise.race([worker.recognize(clean), died, timeout]);
        return data.text;
      } catch (err) {
        // The worker may be wedged or dead: the next job gets a fresh one.
        await this.discard(running);
        throw err instanceof OcrError ? err : new OcrError('failed', String(err));
      } finally {
        clearTimeout(timer);
      }
    });
    this.queue = job.catch(() => undefined);
    return job;
  }

  /** The worker thread of the current worker, for tests that kill it. */
  async threadForTests(): Promise<Thread> {
    return ((await this.start()).worker as unknown as { worker: Thread }).worker;
  }

  async stop(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    if (running) await this.discard(running);
  }
}

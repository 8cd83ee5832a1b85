import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import type { PlainValues, ReadUpdate } from './updateReader.js';

/**
 * Yjs's decoder of v1 updates, handed the values readUpdate already read: each plain value of Any content
 * is taken as read (the bytes at its offset are skipped) instead of being decoded a second time, so an
 * update's entries are decoded once, and the object the precheck validated is the one the document holds.
 * Any other value is decoded by Yjs as usual.
 */
class ReadDecoder extends Y.UpdateDecoderV1 {
  /** The first of `plain` not yet passed (Yjs reads values in the order of the bytes, as the reader did). */
  private next = 0;

  constructor(
    decoder: decoding.Decoder,
    private readonly plain: PlainValues,
  ) {
    super(decoder);
  }

  override readAny(): unknown {
    const pos = this.restDecoder.pos;
    const { starts } = this.plain;
    while (this.next < starts.length && starts[this.next]! < pos) this.next++;
    if (starts[this.next] !== pos) return super.readAny();
    this.restDecoder.pos = this.plain.ends[this.next]!;
    return this.plain.values[this.next++];
  }
}

/** Y.applyUpdate(doc, update, origin), with the values `read` (readUpdate of these bytes) holds. */
export function applyRead(doc: Y.Doc, update: Uint8Array, read: ReadUpdate, origin?: unknown): void {
  const decoder = decoding.createDecoder(update);
  Y.readUpdateV2(decoder, doc, origin, new ReadDecoder(decoder, read.values));
}

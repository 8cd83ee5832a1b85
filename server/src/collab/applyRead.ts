import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import type { ReadUpdate } from './updateReader.js';

/**
 * Yjs's decoder of v1 updates, handed the values readUpdate already read: each plain value of Any content
 * is taken as read (the bytes at its offset are skipped) instead of being decoded a second time, so an
 * update's entries are decoded once, and the object the precheck validated is the one the document holds.
 * Any other value is decoded by Yjs as usual.
 */
class ReadDecoder extends Y.UpdateDecoderV1 {
  constructor(
    decoder: decoding.Decoder,
    private readonly values: ReadUpdate['values'],
  ) {
    super(decoder);
  }

  override readAny(): unknown {
    const read = this.values.get(this.restDecoder.pos);
    if (!read) return super.readAny();
    this.restDecoder.pos = read.end;
    return read.value;
  }
}

/** Y.applyUpdate(doc, update, origin), with the values `read` (readUpdate of these bytes) holds. */
export function applyRead(doc: Y.Doc, update: Uint8Array, read: ReadUpdate, origin?: unknown): void {
  const decoder = decoding.createDecoder(update);
  Y.readUpdateV2(decoder, doc, origin, new ReadDecoder(decoder, read.values));
}

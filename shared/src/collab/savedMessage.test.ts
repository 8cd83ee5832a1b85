import * as decoding from 'lib0/decoding';
import { describe, expect, it } from 'vitest';
import { MESSAGE_SAVED } from './closeCodes.js';
import { encodeSaved, readSaved } from './savedMessage.js';

describe('saved up to (MESSAGE_SAVED)', () => {
  it('reads back what was encoded, keeping the highest clock per Yjs client', () => {
    const message = encodeSaved(
      new Map([
        [7, 3],
        [2 ** 31 + 5, 1_000_000],
      ]),
    );
    const decoder = decoding.createDecoder(message);
    expect(decoding.readVarUint(decoder)).toBe(MESSAGE_SAVED);
    const saved = new Map([
      [7, 9],
      [1, 4],
    ]);
    readSaved(decoder, saved);
    expect(saved).toEqual(
      new Map([
        [7, 9],
        [1, 4],
        [2 ** 31 + 5, 1_000_000],
      ]),
    );
    expect(decoding.hasContent(decoder)).toBe(false);
  });

  it('an empty report changes nothing', () => {
    const decoder = decoding.createDecoder(encodeSaved(new Map()));
    decoding.readVarUint(decoder);
    const saved = new Map([[1, 2]]);
    readSaved(decoder, saved);
    expect(saved).toEqual(new Map([[1, 2]]));
  });
});

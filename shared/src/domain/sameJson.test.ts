import { describe, expect, it } from 'vitest';
import { sameJson } from './sameJson.js';

describe('sameJson', () => {
  it('finds two loads of the same answer the same', () => {
    const answer = () => ({ items: [{ id: 'a', due: null, tags: ['x'] }], total: 1, next: null });
    expect(sameJson(answer(), answer())).toBe(true);
  });

  it('finds any changed value, added or missing key, or reordered list different', () => {
    const base = {
      items: [
        { id: 'a', done: false },
        { id: 'b', done: false },
      ],
      total: 2,
    };
    expect(sameJson(base, { ...base, total: 3 })).toBe(false);
    expect(sameJson(base, { ...base, extra: undefined })).toBe(false);
    expect(sameJson(base, { items: base.items })).toBe(false);
    expect(sameJson(base, { ...base, items: [base.items[1], base.items[0]] })).toBe(false);
    expect(sameJson(base, { ...base, items: [base.items[0], { id: 'b', done: true }] })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson(0, '0')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { findBadText, textProblem } from './text.js';
import { OptionalText, RequiredText, Text } from './primitives.js';

describe('text PostgreSQL can store', () => {
  it('accepts ordinary text and surrogate pairs', () => {
    for (const s of ['', 'Dishes', 'Zoë 🎉 日本', '\uD83D\uDE00']) expect(textProblem(s)).toBeUndefined();
  });

  it('refuses a NUL and an unpaired surrogate', () => {
    expect(textProblem('a\u0000b')).toMatch(/NUL/);
    for (const s of ['\uD800', 'x\uDC00', '\uDE00\uD83D', 'end \uD83D'])
      expect(textProblem(s)).toMatch(/unpaired surrogate/);
  });

  it('finds the first bad string anywhere in a request, keys included', () => {
    expect(findBadText({ a: ['ok', { b: 'x\u0000' }] }, ['body'])).toEqual({
      path: 'body.a.1.b',
      message: expect.stringMatching(/NUL/),
    });
    expect(findBadText({ ['k\uD800']: 1 })?.path).toBe('k\uD800');
    expect(findBadText({ n: 1, t: true, z: null, s: 'fine' })).toBeUndefined();
  });

  it('is refused by the text primitives', () => {
    expect(Text().safeParse('a\u0000').success).toBe(false);
    expect(OptionalText().safeParse('\uD800').success).toBe(false);
    expect(RequiredText('Name').safeParse('Ann\u0000').error?.issues[0]?.message).toMatch(/^Name: .*NUL/);
    expect(Text().safeParse('  fine  ').data).toBe('fine');
  });
});

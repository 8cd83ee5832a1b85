/**
 * Text PostgreSQL cannot store as typed: a NUL character (refused by PostgreSQL, 22P05) or a UTF-16
 * surrogate without its pair (silently replaced by U+FFFD when encoded to UTF-8). Both are refused with
 * 400 before they reach the database: by the text primitives, and by the server for every string of a
 * request (server/src/http/route.ts), whatever schema it meets.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored, or undefined when it can. */
export function textProblem(s: string): string | undefined {
  if (s.includes('\u0000')) return 'Text must not contain a NUL character';
  if (LONE_SURROGATE.test(s)) return 'Text must not contain an unpaired surrogate (invalid Unicode)';
  return undefined;
}

/** The first string inside a JSON-like value that cannot be stored: its path and the problem. */
export function findBadText(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): { path: string; message: string } | undefined {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path: path.join('.'), message } : undefined;
  }
  if (depth > 64 || value === null || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value)) {
    const keyProblem = textProblem(k);
    if (keyProblem) return { path: [...path, k].join('.'), message: keyProblem };
    const found = findBadText(v, [...path, Array.isArray(value) ? Number(k) : k], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Whether two plain JSON values (objects, arrays, strings, numbers, booleans, null: API answers, document
 * entries) hold the same values, whatever the order of their keys. The same object is equal at once, so
 * an entry nobody changed (docRecord) costs nothing to compare.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ak = Object.keys(a);
  if (ak.length !== Object.keys(b).length) return false;
  for (const k of ak)
    if (
      !Object.hasOwn(b, k) ||
      !sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])
    )
      return false;
  return true;
}

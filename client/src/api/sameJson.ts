/**
 * Whether two answers of the API (plain JSON: objects, arrays, strings, numbers, booleans, null) hold the
 * same values. A reload that answers what is shown already re-renders nothing.
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

import { z, type ZodType } from 'zod';

/** Freezes a parsed entry and what it holds: it is shared by every state that still holds it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const k in value) deepFreeze(value[k]);
  }
  return value;
}

/** Per entry schema, the entry objects that passed it and their parsed form (see docRecord). */
type Parsed = { key?: string; keyBy?: ZodType; value: unknown };
const parsedBy = new WeakMap<ZodType, WeakMap<object, Parsed>>();
const parsedFor = (schema: ZodType) => {
  let parsed = parsedBy.get(schema);
  if (!parsed) parsedBy.set(schema, (parsed = new WeakMap()));
  return parsed;
};

/**
 * Records that `entry` (a document's entry object) parses to `value` by `schema`, as a check made before
 * the entry was applied found (precheck): the document's state is then validated without parsing it
 * again. Its key is still checked.
 */
export function rememberParsed(schema: ZodType, entry: object, value: unknown): void {
  parsedFor(schema).set(entry, { value: deepFreeze(value) });
}

/**
 * An id-keyed section of a document's state (a root Y.Map of plain values), validated at a cost that
 * follows what changed rather than the document's size: a Y.Map answers the same object for a key until
 * that key is written again, so an entry object that passed `value` once is not parsed again. Its parsed
 * form is kept (frozen, as every state that holds it shares it), with the key it was found at, in a
 * WeakMap that lets it go with its Yjs item. Other keys are checked every time; more than `max` entries
 * fail with "Too many {what}". A frozen section (rootJSON: a root map nobody changed since) answers the
 * section it parsed to last time, itself frozen, without looking at its entries.
 */
export function docRecord<K extends ZodType<string>, V extends ZodType>(
  key: K,
  value: V,
  max: number,
  what: string,
) {
  const parsed = parsedFor(value);
  const sections = new WeakMap<object, Record<string, z.output<V>>>();
  return z.unknown().transform((input, ctx): Record<string, z.output<V>> => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      ctx.addIssue({ code: 'custom', message: 'Expected an object', input });
      return z.NEVER;
    }
    const known = sections.get(input);
    if (known) return known;
    const out: Record<string, z.output<V>> = {};
    const entries = Object.entries(input);
    if (entries.length > max) {
      ctx.addIssue({ code: 'custom', message: `Too many ${what}`, input });
      return z.NEVER;
    }
    for (const [k, v] of entries) {
      const isObject = typeof v === 'object' && v !== null;
      const hit = isObject ? parsed.get(v) : undefined;
      // Parsed before at this key, by this section: only then is the key known to be valid.
      if (hit?.key === k && hit.keyBy === key) {
        out[k] = hit.value as z.output<V>;
        continue;
      }
      const keyCheck = key.safeParse(k);
      if (!keyCheck.success) {
        ctx.addIssue({
          code: 'custom',
          message: `Not a valid key: ${keyCheck.error.issues[0]!.message}`,
          path: [k],
          input: k,
        });
        return z.NEVER;
      }
      if (hit) {
        out[k] = hit.value as z.output<V>;
        continue;
      }
      const r = value.safeParse(v);
      if (!r.success) {
        for (const i of r.error.issues) ctx.addIssue({ ...i, path: [k, ...i.path] } as never);
        return z.NEVER;
      }
      if (isObject) parsed.set(v, { key: k, keyBy: key, value: deepFreeze(r.data) });
      out[k] = r.data;
    }
    // Only a frozen input stays what it was: a section parsed from it may be answered again.
    if (Object.isFrozen(input)) sections.set(input, Object.freeze(out));
    return out;
  });
}

import fc from 'fast-check';

export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  format?: string;
  const?: unknown;
};

/** Text that has broken other servers: injection, markup, odd Unicode, control characters, prototype keys. */
export const HOSTILE_STRINGS = [
  "Robert'); DROP TABLE users;--",
  "' OR '1'='1",
  '<script>alert("x")</script>',
  '<img src=x onerror=alert(1)>',
  '👨‍👩‍👧‍👦 family 🎉',
  'Ünïcödé — “quotes” ‘single’ …',
  'مرحبا بالعالم',
  '\u202Eevil\u202C',
  'tab\there\nnew line',
  '\u0000nul byte',
  '__proto__',
  'constructor',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%s%s%s%n',
];

const hostileString = (max: number) =>
  fc.constantFrom(...HOSTILE_STRINGS.map((s) => s.slice(0, Math.max(1, max))));

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'email') return fc.emailAddress();
  if (s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}'))
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (s.pattern?.includes(':[0-5]'))
    return fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  if (s.pattern?.startsWith('^#')) return fc.constantFrom('#2563eb', '#10b981', '#000000');
  const max = Math.min(s.maxLength ?? 300, 300);
  const min = s.minLength ?? 0;
  return fc.oneof(
    fc.string({ minLength: Math.max(min, 1), maxLength: Math.max(min, Math.min(max, 40)) }),
    hostileString(max),
  );
}

/** Values that mostly satisfy the schema, often with hostile text in it. */
export function arbitraryFor(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf) return fc.oneof(...s.anyOf.map(arbitraryFor));
  switch (s.type) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return fc.integer({ min: Math.max(s.minimum ?? -1000, -1e6), max: Math.min(s.maximum ?? 1000, 1e6) });
    case 'number':
      return fc.double({
        min: Math.max(s.minimum ?? -1e6, -1e6),
        max: Math.min(s.maximum ?? 1e6, 1e6),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? arbitraryFor(s.items) : fc.anything(), { maxLength: 4 });
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      return fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, arbitraryFor(v)])), {
        requiredKeys: Object.keys(props).filter((k) => required.has(k)),
      });
    }
    default:
      return fc.anything();
  }
}

/** Bodies that are wrong on purpose: not objects, deeply nested, huge, or with prototype keys (strings are sent as they are). */
export const hostileBodies = (): unknown[] => {
  return [
    null,
    [],
    'just a string',
    42,
    { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
    JSON.parse('{"__proto__": {"polluted": true}, "title": "proto"}'),
    { title: 'x'.repeat(1_000_000), name: 'x'.repeat(1_000_000), description: 'x'.repeat(1_000_000) },
    // Sent as raw JSON text: 20,000 levels of nesting.
    `{"nested": ${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
  ];
};

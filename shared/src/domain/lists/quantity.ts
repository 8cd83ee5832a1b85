/**
 * What someone typed into a list's add box, split into the item's name, quantity and unit:
 *   "2 kg flour" -> flour, 2, kg          "milk x3" -> milk, 3, null        "1/2 cup sugar" -> sugar, 0.5, cup
 *   "500g butter" -> butter, 500, g       "a dozen eggs" -> eggs, 12, null  "flour 2kg" -> flour, 2, kg
 * Anything it cannot read as a quantity stays part of the name ("7up", "100% juice", "Vitamin B12").
 */
export interface ParsedEntry {
  name: string;
  quantity: number | null;
  unit: string | null;
}

/** Spellings of each unit -> the unit as stored and shown. */
const UNITS: Record<string, string> = {};
const unit = (canonical: string, ...spellings: string[]) => {
  for (const s of [canonical, ...spellings]) UNITS[s] = canonical;
};
unit('g', 'gr', 'gram', 'grams', 'gramme', 'grammes');
unit('kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms');
unit('mg', 'milligram', 'milligrams');
unit('l', 'ltr', 'litre', 'litres', 'liter', 'liters');
unit('ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters');
unit('cl');
unit('dl');
unit('oz', 'ounce', 'ounces');
unit('lb', 'lbs', 'pound', 'pounds');
unit('cup', 'cups');
unit('tbsp', 'tbsps', 'tablespoon', 'tablespoons', 'tbs');
unit('tsp', 'tsps', 'teaspoon', 'teaspoons');
unit('pint', 'pints', 'pt');
unit('quart', 'quarts', 'qt');
unit('gallon', 'gallons', 'gal');
unit('pack', 'packs', 'pk', 'packet', 'packets', 'package', 'packages');
unit('can', 'cans', 'tin', 'tins');
unit('bottle', 'bottles');
unit('jar', 'jars');
unit('box', 'boxes');
unit('bag', 'bags');
unit('bunch', 'bunches');
unit('loaf', 'loaves');
unit('slice', 'slices');
unit('clove', 'cloves');
unit('head', 'heads');
unit('carton', 'cartons');
unit('roll', 'rolls');
unit('tub', 'tubs');
unit('pc', 'pcs', 'piece', 'pieces');

/** Units written straight after the number ("500g", "1.5l") must be short abbreviations. */
const ATTACHED = new Set([
  'g',
  'kg',
  'mg',
  'l',
  'ml',
  'cl',
  'dl',
  'oz',
  'lb',
  'tbsp',
  'tsp',
  'pc',
  'pt',
  'qt',
]);

const WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  couple: 2,
  half: 0.5,
};
const VULGAR: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3, '⅛': 0.125 };

/** A number as typed: 2, 2.5, 2,5, 1/2, 1 1/2, ½, 1½ (answers undefined for anything else). */
export function readNumber(s: string): number | undefined {
  const t = s.trim();
  let m = /^(\d+)?\s*([\u00bd\u00bc\u00be\u2153\u2154\u215b])$/.exec(t);
  if (m) return Number(m[1] ?? 0) + VULGAR[m[2]!]!;
  m = /^(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(t);
  if (m) return Number(m[3]) === 0 ? undefined : Number(m[1] ?? 0) + Number(m[2]) / Number(m[3]);
  m = /^\d+(?:[.,]\d+)?$/.exec(t);
  if (m) return Number(t.replace(',', '.'));
  m = /^\.\d+$/.exec(t);
  return m ? Number(t) : undefined;
}

const NUM = String.raw`(?:\d+\s+\d+/\d+|\d+/\d+|\d*[\u00bd\u00bc\u00be\u2153\u2154\u215b]|\d+(?:[.,]\d+)?)`;
const round = (n: number) => Math.round(n * 1000) / 1000;
const unitOf = (word: string | undefined) =>
  word ? UNITS[word.toLowerCase().replace(/\.$/, '')] : undefined;
const tidy = (name: string) =>
  name
    .replace(/^of\s+/i, '')
    .replace(/^[\s,:;-]+|[\s,:;-]+$/g, '')
    .replace(/\s+/g, ' ');

function result(name: string, quantity: number | undefined, u: string | undefined): ParsedEntry | undefined {
  const n = tidy(name);
  if (!n || quantity === undefined || !(quantity > 0) || quantity > 1e6) return undefined;
  return { name: n, quantity: round(quantity), unit: u ?? null };
}

/** Leading quantity: "2 kg flour", "500g butter", "3 x eggs", "1/2 cup sugar", "2 eggs". */
function leading(t: string): ParsedEntry | undefined {
  const m = new RegExp(
    String.raw`^(${NUM})(\s*[x\u00d7*]\s+|\s*[x\u00d7]\s*(?=\S)|\s+|(?=[a-zA-Z]))(.*)$`,
  ).exec(t);
  if (!m) return undefined;
  const q = readNumber(m[1]!);
  const rest = m[3]!;
  const attached = m[2] === '';
  const w = /^([a-zA-Z]+\.?)(?:\s+|$)(.*)$/.exec(rest);
  const u = unitOf(w?.[1]);
  if (attached) {
    // "500g butter": only a short unit may follow the digits; "7up", "100% juice" are names.
    if (!w || !u || !ATTACHED.has(u) || !w[2]) return undefined;
    return result(w[2], q, u);
  }
  if (u && w![2]) return result(w![2], q, u);
  return result(rest, q, undefined);
}

/** Trailing quantity: "milk x3", "milk x 3", "eggs ×12", "flour 2 kg", "flour 2kg", "apples (6)". */
function trailing(t: string): ParsedEntry | undefined {
  let m = new RegExp(String.raw`^(.*?\S)(?:\s+[x\u00d7*]\s*|\s*\u00d7\s*)(${NUM})$`, 'i').exec(t);
  if (m) return result(m[1]!, readNumber(m[2]!), undefined);
  m = new RegExp(String.raw`^(.*?\S)\s*(?:\s|\()(${NUM})\s*([a-zA-Z]+\.?)?\)?$`).exec(t);
  if (!m || t.endsWith(')') !== t.slice(m[1]!.length).trimStart().startsWith('(')) return undefined;
  const u = unitOf(m[3]);
  if (m[3] && !u) return undefined;
  return result(m[1]!, readNumber(m[2]!), u);
}

/** Word quantities: "a dozen eggs", "half a dozen eggs", "two cans of beans", "a couple of lemons". */
function words(t: string): ParsedEntry | undefined {
  const m = /^(half\s+a\s+dozen|a\s+dozen|a\s+couple(?:\s+of)?|[a-z]+)\s+(.*)$/i.exec(t);
  if (!m) return undefined;
  const head = m[1]!.toLowerCase().replace(/\s+/g, ' ');
  const rest = m[2]!;
  const q =
    head === 'half a dozen' ? 6 : head === 'a dozen' ? 12 : head.startsWith('a couple') ? 2 : WORDS[head];
  if (q === undefined || head === 'half') return undefined;
  const w = /^([a-zA-Z]+\.?)\s+(?:of\s+)?(.+)$/.exec(rest);
  const u = unitOf(w?.[1]);
  if (u && u !== 'pc') return result(w![2]!, q, u);
  // "a apple", "an onion": one of it; "a" before a plain name is a quantity only with a unit.
  if ((head === 'a' || head === 'an') && !/^dozen/i.test(head)) return undefined;
  return result(rest, q, undefined);
}

export function parseEntry(typed: string): ParsedEntry {
  const t = typed.trim().replace(/\s+/g, ' ');
  const parsed = leading(t) ?? words(t) ?? trailing(t);
  return parsed ?? { name: t, quantity: null, unit: null };
}

/** An item's quantity as shown: "2 kg", "½ cup", "×3". */
export function formatQuantity(quantity: number | null, u: string | null): string {
  if (quantity === null) return '';
  const whole = Math.floor(quantity);
  const frac = round(quantity - whole);
  const fracText = Object.entries(VULGAR).find(([, v]) => Math.abs(v - frac) < 0.002)?.[0];
  const n = frac === 0 ? String(whole) : fracText ? `${whole || ''}${fracText}` : String(round(quantity));
  return u ? `${n} ${u}` : `×${n}`;
}

/** The key items are matched on (learned categories, history): lower case, single spaces, no plural s. */
export function itemKey(name: string): string {
  const k = name.trim().toLowerCase().replace(/\s+/g, ' ');
  if (/(ches|shes|sses|xes)$/.test(k)) return k.slice(0, -2);
  if (/ies$/.test(k) && k.length > 4) return `${k.slice(0, -3)}y`;
  if (/[^s]s$/.test(k) && k.length > 3) return k.slice(0, -1);
  return k;
}

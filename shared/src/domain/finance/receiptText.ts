/**
 * Reads a receipt's merchant, paid total and date from OCR text. General rules only: receipt
 * vocabulary (TOTAL, NETT, AMOUNT DUE, ROUNDING, CASH, CHANGE, SDN BHD, LTD ...), never a list of
 * known merchants. OCR text is noisy, so every amount is cross-checked against the others.
 */
export interface ParsedReceipt {
  merchant: string;
  total: number | null;
  date: string | null;
}

// ---------------------------------------------------------------- amounts

/** OCR confusions inside a number: O/C/D/Q read for 0, l/I/| for 1, S for 5, B for 8. */
const DIGITISH: Record<string, string> = {
  O: '0',
  o: '0',
  C: '0',
  D: '0',
  Q: '0',
  U: '0',
  l: '1',
  I: '1',
  '|': '1',
  S: '5',
  B: '8',
};

/** Amounts in a line: 1,234.56 / 1234.56 / 12.5 / 4C. 00 (OCR), with optional currency before. */
export function amountsIn(line: string): number[] {
  const out: number[] = [];
  // A decimal point followed by a space is common OCR output ("13. 50").
  const text = line.replace(/(\d|[OCD])\s*[.,]\s+(\d{2})\b/g, '$1.$2');
  const re =
    /(?<![\w.])(?:(?:RM|MYR|SGD|USD|AUD|NZD|CAD|EUR|GBP|HKD|RP|R\$|S\$|A\$)?\s?[$\u00a3\u20ac]?\s?)?(-?[\dOoCDQUlI|SB][\d,OoCDQUlI|SB]*[.,][\dOoCDQUlI|SB]{1,2})(?![\d])/g;
  for (const m of text.matchAll(re)) {
    let token = m[1]!;
    if (!/\d/.test(token)) continue;
    // Letters only count as digits when the token is mostly digits.
    const letters = token.replace(/[\d.,-]/g, '').length;
    if (letters > 1 || letters * 3 > token.length) continue;
    token = token.replace(/[OoCDQUlI|SB]/g, (c) => DIGITISH[c] ?? c);
    const neg = token.startsWith('-');
    token = token.replace(/^-/, '');
    // 1,234.56 → thousands comma; 12,50 → decimal comma.
    const decimal = /[.,](\d{1,2})$/.exec(token);
    if (!decimal) continue;
    const whole = token.slice(0, decimal.index).replace(/[.,]/g, '');
    if (whole.length === 0 || whole.length > 7) continue;
    const value = Number(`${whole}.${decimal[1]!.padEnd(2, '0')}`);
    if (Number.isFinite(value)) out.push(neg ? -value : value);
  }
  return out;
}

const lastAmount = (line: string): number | undefined => {
  const a = amountsIn(line).filter((n) => n > 0);
  return a.length ? a[a.length - 1] : undefined;
};

// ---------------------------------------------------------------- total

const T = '[TI1][O0AU][TI1][A4][L1I]'; // TOTAL as OCR reads it: TATAL, T0TAL, TOTA1 ...
const RE = {
  summary: /\b(GST|TAX|VAT)\s*(SUMMARY|ANALYSIS|CODE)|SUMMARY\b/i,
  paid: new RegExp(
    `\\b(GRAND\\s*${T}|NETT?\\s*${T}|${T}\\s*(AMOUNT|AMT)?\\s*(PAYABLE|DUE)|(AMOUNT|AMT|BALANCE)\\s*(DUE|PAYABLE)|ROUNDED\\s*${T}|${T}\\s*ROUNDED|NETT\\b|${T}\\s*AFTER\\s*ROUNDING)`,
    'i',
  ),
  inclusive: new RegExp(
    `\\b${T}.*\\b(INCL|INC\\b|INCLUSIVE|INC[!l1])|\\b${T}\\s*(SALES|AMOUNT|AMT|RM|\\$|USD)`,
    'i',
  ),
  total: new RegExp(`\\b${T}\\b`, 'i'),
  notTotal: new RegExp(
    `SUB[\\s-]*${T}|${T}\\s*(QTY|QUANTITY|ITEMS?|POINTS?|SAVINGS?|DISCOUNTS?|TAX|GST|VAT|EXCL|WEIGHT|TIPS?|PCS|UNITS?)|${T}.*EXCL|EXCLUD|\\bGST\\s*${T}|\\bTAX\\s*${T}|SAVING|POINTS?\\b|\\bQTY\\b`,
    'i',
  ),
  subtotal: new RegExp(`SUB[\\s-]*${T}`, 'i'),
  tender:
    /\b(CASH|TENDER(ED)?|PAID|RECEIVED|VISA|MASTER\s*CARD|MASTER|CREDIT\s*CARD|DEBIT|CARD|PAYMENT|AMEX|EFTPOS)\b/i,
  change: /\b(CHANGE|CHG\s*DUE|BALANCE\s*RETURN)\b/i,
  rounding: /ROUND/i,
};

interface Candidate {
  value: number;
  weight: number;
  line: number;
}

/** The amount actually paid: the best-labelled total, cross-checked with tendered − change. */
export function findTotal(lines: string[]): number | null {
  const candidates: Candidate[] = [];
  const tendered: { value: number; line: number }[] = [];
  const changes: { value: number; line: number }[] = [];
  let inSummary = false;
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (RE.summary.test(line)) inSummary = true;
    const value = lastAmount(line);
    if (value === undefined) return;
    if (RE.change.test(line)) {
      changes.push({ value, line: i });
      return;
    }
    if (RE.rounding.test(line) && !RE.paid.test(line)) return;
    if (RE.paid.test(line)) candidates.push({ value, weight: inSummary ? 2 : 6, line: i });
    else if (RE.subtotal.test(line)) candidates.push({ value, weight: 1, line: i });
    else if (RE.notTotal.test(line)) return;
    else if (RE.inclusive.test(line)) candidates.push({ value, weight: inSummary ? 1 : 5, line: i });
    else if (RE.total.test(line)) candidates.push({ value, weight: inSummary ? 1 : 4, line: i });
    else if (RE.tender.test(line)) tendered.push({ value, line: i });
  });

  const all = lines.flatMap((l) => amountsIn(l));
  const paidByChange = new Set<number>();
  for (const t of tendered)
    for (const c of changes)
      if (c.line > t.line && t.value >= c.value)
        paidByChange.add(Math.round((t.value - c.value) * 100) / 100);

  const scored = candidates.map((c) => {
    let score = c.weight;
    if (paidByChange.has(c.value)) score += 4;
    if (tendered.some((t) => t.value === c.value)) score += 2;
    if (candidates.some((o) => o !== c && o.value === c.value)) score += 1;
    if (all.filter((v) => v === c.value).length >= 2) score += 0.5;
    // A later label wins a tie: the rounded, payable total comes after the unrounded one.
    score += c.line / 1000;
    return { value: c.value, score };
  });
  scored.sort((a, b) => b.score - a.score);
  if (scored.length && scored[0]!.score >= 3) return scored[0]!.value;

  // No readable total: what was paid, from tendered − change, or the one payment line.
  if (paidByChange.size === 1) return [...paidByChange][0]!;
  if (scored.length) return scored[0]!.value;
  if (tendered.length) return tendered[tendered.length - 1]!.value;
  return null;
}

// ---------------------------------------------------------------- merchant

const LEGAL =
  /\b(SDN\.?\s*BHD|S\/B|BHD|ENTERPRISES?|TRADING|LTD|LIMITED|INC|LLC|L\.L\.C|CORP(ORATION)?|COMPANY|CO\.|GMBH|PTY|PLC|AG|SARL|S\.A\.|K\.K\.)\b/i;
const BUSINESS =
  /\b(RESTAURANT|CAFE|COFFEE|BAKERY|KITCHEN|CUISINE|STORE|SHOP|MART|MARKET|SUPERMARKET|HARDWARE|STATIONERY|PHARMACY|BOOK|HOTEL|BAR|GRILL|PIZZA|FOOD|TRADING|MACHINERY|ELECTRIC|AUTO|HEALTH|BEAUTY|DEPARTMENT|OUTLET|CENTRE|CENTER)\b/i;
const NOISE = [
  /\b(TEL|PHONE|FAX|H\/P|HP|MOBILE|WHATSAPP)\b/i,
  /@|WWW\.|HTTP|\.COM\b/i,
  /\b(GST|SST|VAT|TAX|REG|ROC|ABN|TIN|CO\.?\s*NO|COMPANY\s*NO|BUSINESS\s*NO)\b/i,
  /\b(INVOICE|RECEIPT|BILL|ORDER|TABLE|CASHIER|DATE|TIME|DOC\s*NO|SLIP)\b/i,
  /\b(NO\.?\s*\d|LOT\b|JALAN|JLN|TAMAN|LORONG|STREET|ST\.|ROAD|RD\.|AVENUE|AVE\b|BLVD|LEVEL|FLOOR|FLR|SUITE|UNIT\b|BLOCK|BLK|PLAZA|SECTION|SEKSYEN|BANDAR|KAWASAN|PERSIARAN|LEBUH)\b/i,
  /\b\d{5}\b/, // a postcode
  /\b(WELCOME|THANK|DUPLICATE|COPY|REPRINT|CUSTOMER)\b/i,
];
const OWNER_PREFIX = /^(OWN(ED)?\s*BY|OPERATED\s*BY|A\s*DIVISION\s*OF|MANAGED\s*BY)\s*[:-]?\s*/i;

/** Tidies a merchant line: registration numbers in brackets and stray punctuation at the ends go. */
export function cleanMerchant(line: string): string {
  return line
    .replace(OWNER_PREFIX, '')
    .replace(/\(\s*[\w\s-]*\d[\w\s-]*\)?\s*$/, '')
    .replace(/^[^A-Za-z0-9(]+/, '')
    .replace(/[^A-Za-z0-9)]+$/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function merchantScore(line: string, index: number): number {
  const letters = (line.match(/[A-Za-z]/g) ?? []).length;
  const words = line.split(/\s+/).filter((w) => /[A-Za-z]{2,}/.test(w));
  if (letters < 3 || words.length === 0) return -Infinity;
  const visible = line.replace(/\s/g, '').length;
  let score = 0;
  score += (letters / Math.max(1, visible)) * 3; // mostly letters
  const upper = (line.match(/[A-Z]/g) ?? []).length;
  score += (upper / letters) * 1.5; // headers are usually capitals
  if (LEGAL.test(line)) score += 4;
  if (BUSINESS.test(line)) score += 1.5;
  if (OWNER_PREFIX.test(line)) score += 2;
  if (NOISE.some((re) => re.test(line)) && !LEGAL.test(line)) score -= 4;
  // Very short fragments and single lowercase words are scanner marks or handwriting.
  if (words.length === 1 && line.length < 6) score -= 2;
  if (upper === 0) score -= 2;
  if (words.some((w) => w.length >= 3 && /^[A-Za-z]+$/.test(w)) === false) score -= 2;
  score -= index * 0.35; // the header comes first
  return score;
}

export function findMerchant(lines: string[]): string {
  const head = lines.slice(0, 10);
  let best = '';
  let bestScore = -Infinity;
  head.forEach((raw, i) => {
    const line = cleanMerchant(raw);
    if (!line) return;
    const s = merchantScore(line, i);
    if (s > bestScore) {
      bestScore = s;
      best = line;
    }
  });
  return best;
}

// ---------------------------------------------------------------- date

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const pad = (n: number) => String(n).padStart(2, '0');
const valid = (y: number, m: number, d: number) => {
  if (y < 100) y += 2000;
  if (y < 1990 || y > 2100 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCMonth() === m - 1 ? `${y}-${pad(m)}-${pad(d)}` : null;
};

/** The receipt's date when it can be read without guessing day/month order. */
export function findDate(lines: string[]): string | null {
  for (const line of lines) {
    let m = /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/.exec(line);
    if (m) {
      const r = valid(+m[1]!, +m[2]!, +m[3]!);
      if (r) return r;
    }
    m = /\b(\d{1,2})[-/ ]([A-Za-z]{3})[A-Za-z]*[-/ ,]+(\d{2,4})\b/.exec(line);
    if (m) {
      const month = MONTHS.indexOf(m[2]!.toUpperCase()) + 1;
      const r = month ? valid(+m[3]!, month, +m[1]!) : null;
      if (r) return r;
    }
    m = /\b(\d{1,2})[-/.](\d{1,2})[-/.](\d{2,4})\b/.exec(line);
    if (m) {
      const a = +m[1]!;
      const b = +m[2]!;
      const y = +m[3]!;
      // Only when the order is unambiguous: one part above 12, or both equal.
      const r = a > 12 ? valid(y, b, a) : b > 12 ? valid(y, a, b) : a === b ? valid(y, a, b) : null;
      if (r) return r;
    }
  }
  return null;
}

export function parseReceiptText(text: string): ParsedReceipt {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  return { merchant: findMerchant(lines), total: findTotal(lines), date: findDate(lines) };
}

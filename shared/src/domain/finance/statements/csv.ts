import {
  normalDescription,
  parseMoney,
  StatementError,
  type ParsedStatement,
  type StatementTransaction,
} from './types.js';

/** RFC 4180 rows: quoted fields, doubled quotes, CRLF or LF. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const delimiter = detectDelimiter(text);
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

function detectDelimiter(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((d) => [d, first.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

type DateOrder = 'dmy' | 'mdy';
/** Parses one date cell; numeric day/month order is decided once per file. */
function parseDate(raw: string, order: DateOrder): string | null {
  const s = raw.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(s);
  if (m) return `${m[1]}-${pad(+m[2]!)}-${pad(+m[3]!)}`;
  m = /^(\d{1,2})[-/ .]([A-Za-z]{3})[A-Za-z]*[-/ .,]+(\d{2,4})/.exec(s);
  if (m) {
    const month = MONTHS.indexOf(m[2]!.toLowerCase()) + 1;
    if (!month) return null;
    const y = +m[3]! < 100 ? 2000 + +m[3]! : +m[3]!;
    return `${y}-${pad(month)}-${pad(+m[1]!)}`;
  }
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2,4})/.exec(s);
  if (m) {
    const y = +m[3]! < 100 ? 2000 + +m[3]! : +m[3]!;
    const [d, mo] = order === 'dmy' ? [+m[1]!, +m[2]!] : [+m[2]!, +m[1]!];
    if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
    return `${y}-${pad(mo)}-${pad(d)}`;
  }
  return null;
}

function dateOrder(cells: string[]): DateOrder {
  for (const c of cells) {
    const m = /^(\d{1,2})[-/.](\d{1,2})[-/.]\d{2,4}/.exec(c.trim());
    if (!m) continue;
    if (+m[1]! > 12) return 'dmy';
    if (+m[2]! > 12) return 'mdy';
  }
  return 'mdy';
}

const find = (headers: string[], ...patterns: RegExp[]) => {
  for (const p of patterns) {
    const i = headers.findIndex((h) => p.test(h));
    if (i >= 0) return i;
  }
  return -1;
};

/** Reads a bank or card CSV export by its header row. */
export function parseCsv(text: string): ParsedStatement {
  const rows = csvRows(text);
  const headerAt = rows.findIndex((r) => r.some((c) => /date/i.test(c)) && r.length >= 3);
  if (headerAt < 0) throw new StatementError('No header row with a date column found in this CSV file');
  const headers = rows[headerAt]!.map((h) => h.trim().toLowerCase());
  const col = {
    date: find(headers, /^(transaction |posted |posting )?date$/, /date processed|posted|date/),
    description: find(
      headers,
      /^description$|^payee$|^merchant$|^details$|^narrative$|^name$/,
      /description|payee|merchant|details|memo|name/,
    ),
    amount: find(headers, /^amount$|^value$/, /amount|value/),
    debit: find(headers, /withdrawal|debit|paid out|money out|charges?$/),
    credit: find(headers, /deposit|credit|paid in|money in|payments?$/),
    status: find(headers, /^status$/),
    reference: find(headers, /^(transaction id|reference|ref|id)$/),
  };
  if (col.date < 0 || col.description < 0 || (col.amount < 0 && col.debit < 0))
    throw new StatementError('The CSV file needs date, description and amount columns');
  const data = rows.slice(headerAt + 1);
  const order = dateOrder(data.map((r) => r[col.date] ?? ''));

  // A single signed column: bank exports write charges negative, card exports positive.
  let chargesNegative = false;
  if (col.debit < 0) {
    const values = data.map((r) => parseMoney(r[col.amount] ?? '')).filter((v): v is number => v !== null);
    chargesNegative = values.filter((v) => v < 0).length > values.length / 2;
  }

  const seen = new Map<string, number>();
  const transactions: StatementTransaction[] = [];
  for (const r of data) {
    const rawDate = (r[col.date] ?? '').trim();
    const description = (r[col.description] ?? '').replace(/\s+/g, ' ').trim();
    const status = col.status >= 0 ? (r[col.status] ?? '').trim() : '';
    const pending = /^pending$/i.test(rawDate) || /^pending$/i.test(status);
    let amount: number | null;
    if (col.debit >= 0) {
      const out = parseMoney(r[col.debit] ?? '');
      const into = col.credit >= 0 ? parseMoney(r[col.credit] ?? '') : null;
      amount = out !== null && out !== 0 ? Math.abs(out) : into !== null ? -Math.abs(into) : null;
    } else {
      const raw = r[col.amount] ?? '';
      const v = parseMoney(raw);
      // A credit marker: a CR cell beside the amount, or an explicit plus sign.
      const credit = r.some((c, i) => i !== col.amount && /^\s*CR\s*$/i.test(c)) || /^\s*\+/.test(raw);
      amount = v === null ? null : chargesNegative ? -v : credit ? -Math.abs(v) : v;
    }
    if (amount === null || !description) continue;
    const date = pending ? null : parseDate(rawDate, order);
    if (!date && !pending) continue;
    const base = `row:${date ?? 'pending'}|${amount.toFixed(2)}|${normalDescription(description)}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const ref = col.reference >= 0 ? (r[col.reference] ?? '').trim() : '';
    transactions.push({
      key: ref ? `csv:${ref}` : n > 1 ? `${base}#${n}` : base,
      date: date ?? '',
      description,
      amount,
      currency: null,
      account: null,
      skip: pending
        ? 'Pending: import it once it has posted'
        : amount <= 0
          ? 'Money in (payment, refund or deposit)'
          : null,
    });
  }
  return { format: 'csv', accounts: [], transactions };
}

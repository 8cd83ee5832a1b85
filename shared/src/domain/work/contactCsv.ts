/**
 * Contact CSV import (SPEC §5): decoding the bytes of a real export and matching its header row to
 * contact fields. Parsing the CSV itself is left to a CSV library (papaparse in the browser).
 */

/** Text of a CSV file: BOM-sniffed UTF-16 LE/BE or UTF-8; bytes that are not UTF-8 are read as Windows-1252 (Outlook). */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

export interface ContactColumns {
  name?: number;
  given?: number;
  family?: number;
  /** Candidate columns in order; a row takes the first non-empty one. */
  email: number[];
  phone: number[];
  company?: number;
  role?: number;
  notes?: number;
}

const norm = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/e-mail/g, 'email')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

// Columns that describe another column (its type, label, display name) never hold the value itself.
const DESCRIPTOR = /\b(type|typ|label|angezeigter|display)\b/;

const isEmail = (h: string) => /email/.test(h) && !DESCRIPTOR.test(h);
const isPhone = (h: string) =>
  /(phone|mobile|\btel\b|telephone|telefon|cell)/.test(h) && !/fax/.test(h) && !DESCRIPTOR.test(h);
const isGiven = (h: string) => /^(first name|given name|firstname|vorname|prénom|prenom)$/.test(h);
const isFamily = (h: string) => /^(last name|family name|lastname|surname|nachname|nom de famille)$/.test(h);
const isName = (h: string) => /^(name|full name|fullname|display name|contact name|contact)$/.test(h);
const isLooseName = (h: string) =>
  /\bname\b/.test(h) &&
  !/(organi[sz]ation|company|yomi|nick|short|maiden|middle|additional|prefix|suffix|user|file|given|family|first|last|manager|assistant|spouse|vorgesetzten)/.test(
    h,
  );
const isCompany = (h: string) =>
  /(company|organi[sz]ation|firma|employer)/.test(h) &&
  !/(title|department|yomi|symbol|location|description|phone|telefon|fax|address|street)/.test(h) &&
  !DESCRIPTOR.test(h);
const isRole = (h: string, honorificTitle: boolean) =>
  /(\brole\b|position|job title|jobtitle|organi[sz]ation \d* ?title)/.test(h) ||
  (h === 'title' && !honorificTitle);
const isNotes = (h: string) => /^(notes?|notizen|comments?)$/.test(h);

/**
 * Matches a header row to contact fields, case-insensitively by keyword (SPEC §5: name; email; phone,
 * mobile or tel; company or organization; role, title or position), with the layouts of real exports:
 * Google ('E-mail 1 - Value', 'Organization 1 - Name/Title'), Outlook ('First Name', 'Last Name',
 * 'E-mail Address', 'Job Title'; there 'Title' is an honorific) and German Outlook ('Vorname', 'Firma').
 */
export function matchContactHeaders(headers: string[]): ContactColumns {
  const hs = headers.map(norm);
  const taken = new Set<number>();
  const first = (pred: (h: string) => boolean) => {
    const i = hs.findIndex((h, idx) => !taken.has(idx) && pred(h));
    if (i < 0) return undefined;
    taken.add(i);
    return i;
  };
  const all = (pred: (h: string) => boolean) => {
    const found = hs.flatMap((h, i) => (!taken.has(i) && pred(h) ? [i] : []));
    for (const i of found) taken.add(i);
    return found;
  };
  const given = first(isGiven);
  const family = first(isFamily);
  // With separate first/last name columns (Outlook), a bare 'Title' is Mr/Ms, not a job.
  const honorificTitle = given !== undefined || family !== undefined;
  const email = all(isEmail);
  const phone = all(isPhone);
  const role = first((h) => isRole(h, honorificTitle));
  const company = first(isCompany);
  const notes = first(isNotes);
  const name = first(isName) ?? (honorificTitle ? undefined : first(isLooseName));
  return { name, given, family, email, phone, company, role, notes };
}

export interface ImportedContact {
  name: string;
  email: string;
  phone: string;
  company: string;
  role: string;
  notes: string;
  category: 'work' | 'life';
}

/** One data row as a contact, or null when it has no name (such rows are dropped). */
export function rowToContact(
  row: string[],
  cols: ContactColumns,
  category: 'work' | 'life',
): ImportedContact | null {
  const cell = (i: number | undefined) => (i === undefined ? '' : (row[i] ?? '').trim());
  const firstOf = (is: number[]) => is.map(cell).find((v) => v !== '') ?? '';
  const joined = [cell(cols.given), cell(cols.family)].filter(Boolean).join(' ');
  const name = cell(cols.name) || joined;
  if (!name) return null;
  return {
    name,
    email: firstOf(cols.email),
    phone: firstOf(cols.phone),
    company: cell(cols.company),
    role: cell(cols.role),
    notes: cell(cols.notes),
    category,
  };
}

/** Header row + data rows (as a CSV library answers them) to contacts; rows without a name are dropped. */
export function contactsFromRows(rows: string[][], category: 'work' | 'life'): ImportedContact[] {
  const [header, ...data] = rows;
  if (!header) return [];
  const cols = matchContactHeaders(header);
  return data.flatMap((r) => {
    if (r.every((c) => c.trim() === '')) return [];
    const c = rowToContact(r, cols, category);
    return c ? [c] : [];
  });
}

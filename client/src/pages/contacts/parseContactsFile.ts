import Papa from 'papaparse';
import { contactsFromRows, decodeCsvBytes, type ImportedContact } from '@hearth/shared';

/** A chosen file as contacts: BOM/UTF-16/Windows-1252 decoding, then papaparse (quotes, CRLF, newlines in fields). */
export async function parseContactsFile(file: File, category: 'work' | 'life'): Promise<ImportedContact[]> {
  const text = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  if (parsed.errors.length && !parsed.data.length) throw new Error(parsed.errors[0]!.message);
  return contactsFromRows(parsed.data, category);
}

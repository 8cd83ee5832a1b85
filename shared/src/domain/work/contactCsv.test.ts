import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { contactsFromRows, decodeCsvBytes, matchContactHeaders } from './contactCsv.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const REAL = path.resolve(here, '../../../../../shared/fixtures/contacts');
const SAMPLES = path.resolve(here, '../../../../tests/fixtures/contacts');

const parse = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data;
const load = (file: string) =>
  contactsFromRows(parse(decodeCsvBytes(new Uint8Array(readFileSync(file)))), 'work');

describe('header matching', () => {
  it('reads Google headers: E-mail 1 - Value, Phone 1 - Value, Organization 1 - Name/Title', () => {
    const cols = matchContactHeaders([
      'Name',
      'Given Name',
      'Family Name',
      'E-mail 1 - Type',
      'E-mail 1 - Value',
      'Phone 1 - Type',
      'Phone 1 - Value',
      'Organization 1 - Type',
      'Organization 1 - Name',
      'Organization 1 - Title',
    ]);
    expect(cols).toMatchObject({ name: 0, given: 1, family: 2, email: [4], phone: [6], company: 8, role: 9 });
  });
  it("reads Outlook headers where 'Title' is an honorific and 'Job Title' the role", () => {
    const cols = matchContactHeaders([
      'Title',
      'First Name',
      'Last Name',
      'Company',
      'Job Title',
      'E-mail Address',
      'E-mail Type',
      'Mobile Phone',
    ]);
    expect(cols).toMatchObject({ given: 1, family: 2, company: 3, role: 4, email: [5], phone: [7] });
    expect(cols.name).toBeUndefined();
  });
  it("reads a simple header by keyword, case-insensitively ('title' and 'tel' included)", () => {
    expect(matchContactHeaders(['FULL NAME', 'Email', 'Tel', 'Organization', 'Title'])).toMatchObject({
      name: 0,
      email: [1],
      phone: [2],
      company: 3,
      role: 4,
    });
    expect(matchContactHeaders(['name', 'mobile', 'position'])).toMatchObject({
      name: 0,
      phone: [1],
      role: 2,
    });
  });
});

describe('decoding', () => {
  it('strips a UTF-8 BOM, decodes UTF-16 by BOM and falls back to Windows-1252', () => {
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('a');
    expect(decodeCsvBytes(new Uint8Array([0xff, 0xfe, 0x61, 0x00, 0xe4, 0x00]))).toBe('aä');
    expect(decodeCsvBytes(new Uint8Array([0xfe, 0xff, 0x00, 0x61]))).toBe('a');
    expect(decodeCsvBytes(new Uint8Array([0x57, 0x65, 0x69, 0xdf]))).toBe('Weiß');
  });
});

describe.skipIf(!existsSync(REAL))('real exports (read in place from ../shared/fixtures/contacts)', () => {
  it('imports the Google export, UTF-8 and UTF-16LE alike, with its quoted multi-line fields', () => {
    for (const f of ['google-contacts-export-utf8.csv', 'google-contacts-export-utf16le.csv']) {
      const contacts = load(path.join(REAL, f));
      expect(contacts).toEqual([
        {
          name: 'Prefix Firstname Middle Lastname Suffix',
          email: 'home@aaa.pl',
          phone: 'pager',
          company: 'company',
          role: 'jobtitle',
          notes: 'note"note',
          category: 'work',
        },
      ]);
    }
  });
  it('imports the German Outlook 2013 export (Windows-1252, CRLF, short rows)', () => {
    const contacts = load(path.join(REAL, 'outlook2013-de-contacts-export.csv'));
    expect(contacts.map((c) => [c.name, c.email, c.company, c.role, c.phone])).toEqual([
      ['Christian Baumann', 'c.baumann@unittest.de', 'unittest', 'Vertrieb', '+49 (0) 40 6432131-550'],
      ['Cornelius Weiß', 'c.weiss@unittest.de', 'unittest', 'Softwareengineering', '040 6432131545'],
    ]);
  });
});
if (!existsSync(REAL)) console.warn(`skipping real contact exports: ${REAL} is absent`);

describe('sample files of this repository (tests/fixtures/contacts)', () => {
  it('imports the Outlook-layout sample with BOM, CRLF and a quoted newline', () => {
    const contacts = load(path.join(SAMPLES, 'outlook-en.csv'));
    expect(contacts.map((c) => [c.name, c.email, c.company, c.role])).toEqual([
      ['Grace Hopper', 'grace@navy.example', 'US Navy', 'Rear Admiral'],
      ['Alan Turing', 'alan@npl.example', 'NPL, Teddington', 'Researcher'],
    ]);
    expect(contacts[1]!.notes).toBe('Bletchley Park\r\nHut 8');
  });
  it('drops every row of a file without names', () => {
    expect(load(path.join(SAMPLES, 'no-valid-rows.csv'))).toEqual([]);
  });
});

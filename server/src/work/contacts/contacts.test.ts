import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsFromRows, decodeCsvBytes } from '@hearth/shared';
import { startTestServer } from '../../testing/testServer.js';
import { signedInUser, TestClient } from '../../testing/httpClient.js';
import type { RunningServer } from '../../server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const here = path.dirname(fileURLToPath(import.meta.url));
const SAMPLES = path.resolve(here, '../../../../tests/fixtures/contacts');
const REAL = path.resolve(here, '../../../../../shared/fixtures/contacts');

/** What the browser does with a chosen file: decode, parse with papaparse, match headers. */
const rowsOf = (file: string, category: 'work' | 'life' = 'work') =>
  contactsFromRows(
    Papa.parse<string[]>(decodeCsvBytes(new Uint8Array(readFileSync(file))), { skipEmptyLines: 'greedy' })
      .data,
    category,
  );

describe('contacts', () => {
  it('answers 401 without a session', async () => {
    const anon = new TestClient(server.url);
    expect((await anon.get('/api/contacts')).status).toBe(401);
    expect((await anon.post('/api/contacts/bulk-import', { contacts: [] })).status).toBe(401);
  });

  it('creates with defaults and lists by name', async () => {
    const { client } = await signedInUser(server.url);
    const res = await client.post('/api/contacts', { name: 'Zoe' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Zoe',
      email: '',
      phone: '',
      company: '',
      role: '',
      category: 'work',
      notes: '',
    });
    await client.post('/api/contacts', { name: 'Adam', email: 'adam@example.test', category: 'life' });
    expect((await client.get('/api/contacts')).body.map((c: { name: string }) => c.name)).toEqual([
      'Adam',
      'Zoe',
    ]);
  });

  it('answers 400 for a missing name or a bad email or category', async () => {
    const { client } = await signedInUser(server.url);
    const res = await client.post('/api/contacts', { email: 'a@b.test' });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(['name']);
    expect((await client.post('/api/contacts', { name: 'x', email: 'nope' })).status).toBe(400);
    expect((await client.post('/api/contacts', { name: 'x', category: 'family' })).status).toBe(400);
  });

  it('deletes own contacts and answers 404 for another user', async () => {
    const a = await signedInUser(server.url);
    const b = await signedInUser(server.url);
    const { body: c } = await a.client.post('/api/contacts', { name: 'Mine' });
    expect((await b.client.delete(`/api/contacts/${c.id}`)).status).toBe(404);
    expect((await a.client.delete(`/api/contacts/${c.id}`)).status).toBe(204);
  });
});

describe('bulk import', () => {
  it('imports the valid rows and counts the invalid ones', async () => {
    const { client } = await signedInUser(server.url);
    const res = await client.post('/api/contacts/bulk-import', {
      contacts: [
        { name: 'Ok', email: 'ok@example.test', category: 'life' },
        { name: '' },
        { name: 'Bad mail', email: 'x' },
        { name: 'Also ok' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ imported: 2, failed: 2, total: 4 });
    expect(res.body.errors.map((e: { row: number }) => e.row)).toEqual([2, 3]);
    const list = (await client.get('/api/contacts')).body;
    expect(list.map((c: { name: string; category: string }) => [c.name, c.category])).toEqual([
      ['Also ok', 'work'],
      ['Ok', 'life'],
    ]);
  });

  it('refuses a body without a contacts list', async () => {
    const { client } = await signedInUser(server.url);
    expect((await client.post('/api/contacts/bulk-import', {})).status).toBe(400);
    expect((await client.post('/api/contacts/bulk-import', { contacts: 'nope' })).status).toBe(400);
  });

  it('imports the sample exports of tests/fixtures/contacts with the mode category', async () => {
    const { client } = await signedInUser(server.url);
    const outlook = rowsOf(path.join(SAMPLES, 'outlook-en.csv'), 'life');
    const google = rowsOf(path.join(SAMPLES, 'google-utf16.csv'), 'life');
    const simple = rowsOf(path.join(SAMPLES, 'simple.csv'), 'life');
    expect(google.map((c) => c.name)).toEqual(['Ada Lovelace', 'Charles Babbage']);
    const res = await client.post('/api/contacts/bulk-import', {
      contacts: [...outlook, ...google, ...simple],
    });
    // 'Smith, John' of simple.csv has an invalid email: it fails alone.
    expect(res.body).toMatchObject({ imported: 5, failed: 1, total: 6 });
    const list = (await client.get('/api/contacts')).body as {
      name: string;
      company: string;
      role: string;
      category: string;
    }[];
    expect(list.find((c) => c.name === 'Alan Turing')).toMatchObject({
      company: 'NPL, Teddington',
      role: 'Researcher',
      category: 'life',
    });
    expect(list.find((c) => c.name === 'Ada Lovelace')).toMatchObject({
      company: 'Analytical Engines',
      role: 'Programmer',
    });
  });

  it('finds no valid rows in a file without names', async () => {
    expect(rowsOf(path.join(SAMPLES, 'no-valid-rows.csv'))).toEqual([]);
  });

  it.skipIf(!existsSync(REAL))('imports every real export read in place', async () => {
    const { client } = await signedInUser(server.url);
    const rows = readdirSync(REAL)
      .filter((f) => f.endsWith('.csv'))
      .flatMap((f) => rowsOf(path.join(REAL, f)));
    const res = await client.post('/api/contacts/bulk-import', { contacts: rows });
    expect(res.body).toEqual({ imported: 4, failed: 0, total: 4, errors: [] });
    const names = (await client.get('/api/contacts')).body.map((c: { name: string }) => c.name);
    expect(names).toContain('Cornelius Weiß');
  });
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/testServer.js';
import { signedInUser } from '../../testing/httpClient.js';
import type { RunningServer } from '../../server.js';

const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/fixtures/statements',
);
const have = existsSync(FIXTURES);
if (!have) console.warn(`statement fixtures absent at ${FIXTURES}: real-file import tests skipped`);

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const file = (name: string, bytes: Buffer | string) => ({
  filename: name,
  content_base64: Buffer.from(bytes).toString('base64'),
});

describe('statement import', () => {
  it('previews, imports with chosen categories, and never imports a row twice', async () => {
    const me = await signedInUser(server.url);
    const csv =
      'Date,Description,Amount\n2024-02-01,DELIVEROO LONDON,-18.89\n2024-02-02,Salary,2500.00\n2024-02-03,Hardware store,-42.00\n';
    const preview = await me.client.post('/api/expenses/import/preview', file('bank.csv', csv));
    expect(preview.status).toBe(200);
    expect(preview.body.counts).toEqual({ new: 2, duplicate: 0, skipped: 1 });
    const deliveroo = preview.body.rows.find((r: { description: string }) =>
      r.description.startsWith('DELIVEROO'),
    );
    expect(deliveroo).toMatchObject({ amount: 18.89, category: 'food', status: 'new' });
    const hw = preview.body.rows.find((r: { description: string }) => r.description.startsWith('Hardware'));

    const first = await me.client.post('/api/expenses/import', {
      ...file('bank.csv', csv),
      categories: { [hw.key]: 'hardware' },
    });
    expect(first.body).toEqual({ imported: 2, duplicates: 0, skipped: 1 });
    const again = await me.client.post('/api/expenses/import', file('bank.csv', csv));
    expect(again.body).toEqual({ imported: 0, duplicates: 2, skipped: 1 });
    const expenses = (await me.client.get('/api/expenses')).body;
    expect(
      expenses
        .map((e: { title: string; category: string; amount: number }) => [e.title, e.category, e.amount])
        .sort(),
    ).toEqual([
      ['DELIVEROO LONDON', 'food', 18.89],
      ['Hardware store', 'hardware', 42],
    ]);
  });

  it('treats an expense typed by hand with the same date, amount and description as a duplicate', async () => {
    const me = await signedInUser(server.url);
    await me.client.post('/api/expenses', { title: 'Corner Shop', amount: 7.5, date: '2024-03-01' });
    const csv = 'Date,Description,Amount\n2024-03-01,Corner Shop,-7.50\n';
    expect((await me.client.post('/api/expenses/import/preview', file('b.csv', csv))).body.counts).toEqual({
      new: 0,
      duplicate: 1,
      skipped: 0,
    });
  });

  it('answers 422 for a file that is no statement and 400 without content', async () => {
    const me = await signedInUser(server.url);
    expect(
      (await me.client.post('/api/expenses/import/preview', file('notes.csv', 'hello,world\nfoo,bar\n')))
        .status,
    ).toBe(422);
    expect((await me.client.post('/api/expenses/import/preview', { filename: 'x.csv' })).status).toBe(400);
  });

  describe.skipIf(!have)('real exports', () => {
    const real = (name: string) => file(name, readFileSync(path.join(FIXTURES, name)));
    it.each([
      ['bancodobrasil-checking-sgml102.ofx', 69, 12],
      ['suncorp-checking-xml200.ofx', 1, 0],
      ['amex-creditcard-sgml102.ofx', 8, 7],
      ['schwab-checking.csv', 3, 1],
      ['johnlewis-partnershipcard-creditcard.csv', 9, 4],
    ])('%s imports %i expenses once (%i skipped)', async (name, expected, skipped) => {
      const me = await signedInUser(server.url);
      const first = await me.client.post('/api/expenses/import', real(name));
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ imported: expected, duplicates: 0, skipped });
      const second = await me.client.post('/api/expenses/import', real(name));
      expect(second.body).toEqual({ imported: 0, duplicates: expected, skipped });
      expect((await me.client.get('/api/expenses')).body).toHaveLength(expected);
    });

    it('keeps Windows-1252 text', async () => {
      const me = await signedInUser(server.url);
      await me.client.post('/api/expenses/import', real('bancodobrasil-checking-sgml102.ofx'));
      const titles = (await me.client.get('/api/expenses')).body.map((e: { title: string }) => e.title);
      expect(titles).toContain('COMPRA COM CARTÃO');
    });
  });
});

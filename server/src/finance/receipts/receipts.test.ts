import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/testServer.js';
import { signedInUser, TestClient, type SignedInUser } from '../../testing/httpClient.js';
import type { RunningServer } from '../../server.js';

let server: RunningServer;
let me: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  me = await signedInUser(server.url, { name: 'Scanner' });
}, 60_000);
afterAll(() => server.close());

/** Renders a plain till receipt to PNG, the way a phone scan of one would look after cleanup. */
async function receiptPng(lines: string[]): Promise<Buffer> {
  const height = 60 + lines.length * 44;
  const text = lines
    .map(
      (l, i) =>
        `<text x="40" y="${70 + i * 44}" font-family="DejaVu Sans Mono, monospace" font-size="28">${l.replace(/&/g, '&amp;')}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="760" height="${height}"><rect width="100%" height="100%" fill="white"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('receipt upload', () => {
  it('reads the merchant and the paid total, keeps the image and creates the linked expense', async () => {
    const png = await receiptPng([
      '   HARBOUR BOOKS LTD',
      '  12 QUAY STREET, BRISTOL',
      '  TEL 0117 496 0000',
      '',
      'NOVEL PAPERBACK        12.99',
      'NOTEBOOK A5             4.50',
      'PEN SET                 6.25',
      'SUBTOTAL               23.74',
      'VAT 20%                 3.96',
      'TOTAL                  23.74',
      'CASH                   30.00',
      'CHANGE                  6.26',
      '',
      'DATE 14/03/2024  THANK YOU',
    ]);
    const up = await me.client.post('/api/receipts/upload', { image_base64: png.toString('base64') });
    expect(up.status).toBe(201);
    expect(up.body.merchant_name.toUpperCase()).toContain('HARBOUR BOOKS');
    expect(up.body.total).toBe(23.74);
    expect(up.body.date).toBe('2024-03-14');

    const image = await fetch(`${server.url}/api/receipts/${up.body.id}/image`, {
      headers: { cookie: me.client.cookie! },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);

    const stranger = await signedInUser(server.url);
    expect((await stranger.client.get(`/api/receipts/${up.body.id}/image`)).status).toBe(404);
    expect((await stranger.client.post(`/api/receipts/${up.body.id}/create-expense`, {})).status).toBe(404);

    const expense = await me.client.post(`/api/receipts/${up.body.id}/create-expense`, { category: 'other' });
    expect(expense.status).toBe(201);
    expect(expense.body).toMatchObject({
      amount: 23.74,
      receipt_id: up.body.id,
      date: '2024-03-14',
      source: 'receipt',
    });
    expect(expense.body.title.toUpperCase()).toContain('HARBOUR BOOKS');
    expect((await me.client.get('/api/expenses')).body.map((e: { id: string }) => e.id)).toContain(
      expense.body.id,
    );
  });

  it('prefers the rounded amount paid over the unrounded total', async () => {
    const png = await receiptPng([
      '  GREEN LEAF CAFE SDN BHD',
      '  LOT 5, JALAN MAWAR',
      '',
      'NASI LEMAK              8.90',
      'TEH TARIK               2.50',
      'TOTAL                  11.42',
      'ROUNDING ADJ           -0.02',
      'NET TOTAL              11.40',
      'CASH                   20.00',
      'CHANGE                  8.60',
    ]);
    const up = await me.client.post('/api/receipts/upload', {
      image_base64: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(up.status).toBe(201);
    expect(up.body.total).toBe(11.4);
    expect(up.body.merchant_name.toUpperCase()).toContain('GREEN LEAF CAFE');
  });

  it('refuses a file that is not an image with 415', async () => {
    const res = await me.client.post('/api/receipts/upload', {
      image_base64: Buffer.from('%PDF-1.7 not an image').toString('base64'),
    });
    expect(res.status).toBe(415);
    expect(res.body.detail).toMatch(/not an image/);
  });

  it('refuses an image above 10 MB with 413', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await me.client.post('/api/receipts/upload', { image_base64: big.toString('base64') });
    expect(res.status).toBe(413);
  });

  it('answers 400 without an image and 401 without a session', async () => {
    expect((await me.client.post('/api/receipts/upload', {})).status).toBe(400);
    expect(
      (await new TestClient(server.url).post('/api/receipts/upload', { image_base64: 'AAAA' })).status,
    ).toBe(401);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseMoney, parseStatement, suggestCategory } from './index.js';

const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../shared/fixtures/statements',
);
const have = existsSync(FIXTURES);
if (!have) console.warn(`statement fixtures absent at ${FIXTURES}: fixture tests skipped`);
const read = (f: string) => parseStatement(f, readFileSync(path.join(FIXTURES, f)));

describe('money cells', () => {
  it.each([
    ['$1,036.47', 1036.47],
    ['£1,183.23', 1183.23],
    ['-79', -79],
    ['+ £1,100.00', 1100],
    ['(12.50)', -12.5],
    ['1.234,56', 1234.56],
    ['', null],
  ])('%s', (raw, want) => expect(parseMoney(raw)).toBe(want));
});

describe('CSV', () => {
  it('reads separate withdrawal/deposit columns, quoted, MM/DD/YYYY', () => {
    const csv =
      '"Date","Description","Withdrawal","Deposit"\n"08/14/2022","BMO, BANK","$103.00",""\n"08/17/2022","Deposit","","$20.00"\n';
    const s = parseStatement('x.csv', new TextEncoder().encode(csv));
    expect(s.transactions).toMatchObject([
      { date: '2022-08-14', description: 'BMO, BANK', amount: 103, skip: null },
      { date: '2022-08-17', amount: -20, skip: expect.any(String) },
    ]);
  });
  it('numbers identical rows so both import, and keeps keys stable', () => {
    const csv =
      'Date,Description,Amount\n2024-01-02,Coffee,-3.50\n2024-01-02,Coffee,-3.50\n2024-01-03,Salary,1000\n';
    const a = parseStatement('x.csv', new TextEncoder().encode(csv));
    expect(a.transactions.map((t) => t.amount)).toEqual([3.5, 3.5, -1000]);
    expect(new Set(a.transactions.map((t) => t.key)).size).toBe(3);
    expect(parseStatement('x.csv', new TextEncoder().encode(csv)).transactions.map((t) => t.key)).toEqual(
      a.transactions.map((t) => t.key),
    );
  });
});

describe.skipIf(!have)('real statement exports', () => {
  it('Schwab checking CSV', () => {
    const s = read('schwab-checking.csv');
    expect(s.transactions).toHaveLength(4);
    expect(s.transactions.filter((t) => !t.skip).map((t) => [t.date, t.amount])).toEqual([
      ['2022-08-14', 103],
      ['2022-08-09', 75],
      ['2022-08-04', 57.27],
    ]);
  });
  it('John Lewis card CSV with BOM, pending rows and a CR payment', () => {
    const s = read('johnlewis-partnershipcard-creditcard.csv');
    expect(s.transactions).toHaveLength(13);
    expect(s.transactions.filter((t) => t.skip?.startsWith('Pending'))).toHaveLength(3);
    const payment = s.transactions.find((t) => t.amount === -1100);
    expect(payment?.skip).toMatch(/Money in/);
    const charges = s.transactions.filter((t) => !t.skip);
    expect(charges).toHaveLength(9);
    expect(charges[0]).toMatchObject({
      date: '2019-12-12',
      amount: 1183.23,
      description: expect.stringContaining('ROYAL LONDON INSURANCE'),
    });
    expect(charges.every((t) => t.date >= '2019-12-02' && t.date <= '2019-12-12')).toBe(true);
  });
  it('Banco do Brasil OFX 1.02 SGML in Windows-1252', () => {
    const s = read('bancodobrasil-checking-sgml102.ofx');
    expect(s.format).toBe('ofx');
    expect(s.transactions).toHaveLength(81);
    expect(new Set(s.transactions.map((t) => t.key)).size).toBe(81);
    expect(s.transactions[0]).toMatchObject({
      date: '2010-08-26',
      amount: 836.3,
      description: 'CHEQUE COMPENSADO',
      currency: 'BRL',
      account: '12345-6',
    });
    expect(s.transactions.some((t) => t.description === 'COMPRA COM CARTÃO')).toBe(true);
    expect(s.transactions.filter((t) => t.amount < 0)).toHaveLength(12);
  });
  it('Suncorp OFX 2.0 XML with CDATA', () => {
    const s = read('suncorp-checking-xml200.ofx');
    expect(s.transactions).toEqual([
      expect.objectContaining({
        date: '2013-12-15',
        amount: 16.85,
        description: expect.stringMatching(/^EFTPOS WDL HANDYWAY ALDI STORE/),
        currency: 'AUD',
      }),
    ]);
  });
  it('Amex OFX with two cards in 16 statement blocks on one line', () => {
    const s = read('amex-creditcard-sgml102.ofx');
    expect(s.accounts.sort()).toEqual(['444444444444444', '555555555555555']);
    expect(s.transactions).toHaveLength(15);
    expect(s.transactions.filter((t) => t.amount > 0)).toHaveLength(8);
    expect(new Set(s.transactions.map((t) => t.key)).size).toBe(15);
    expect(s.transactions.filter((t) => t.account === '555555555555555')).toHaveLength(11);
  });
});

describe('categories', () => {
  it('suggests from the description', () => {
    expect(suggestCategory('DELIVEROO.CO.UK LONDON')).toBe('food');
    expect(suggestCategory('DELTA AIR LINES')).toBe('travel');
    expect(suggestCategory('NOWTV.COM/BILLINGHELP')).toBe('software');
    expect(suggestCategory('ROYAL LONDON INSURANCE')).toBe('other');
  });
});

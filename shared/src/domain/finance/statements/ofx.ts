import { StatementError, type ParsedStatement, type StatementTransaction } from './types.js';

/** Reads OFX 1.x (SGML, unclosed leaf tags) and OFX 2.x (XML), bank and credit-card statements. */
export function parseOfx(text: string): ParsedStatement {
  const start = text.search(/<OFX>/i);
  if (start < 0) throw new StatementError('Not an OFX file: no <OFX> element');
  // CDATA sections become plain (escaped) text; entities are decoded per value.
  const body = text
    .slice(start)
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, inner: string) =>
      inner.replace(/&/g, '&amp;').replace(/</g, '&lt;'),
    );

  const leaf = (block: string, tag: string): string | undefined => {
    const m = new RegExp(`<${tag.replace('.', '\\.')}>([^<]*)`, 'i').exec(block);
    if (!m) return undefined;
    const v = m[1]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();
    return v || undefined;
  };

  // Walk the document in order: account and currency apply to the transactions that follow them.
  const token = /<(ACCTID|CURDEF)>([^<]*)|<STMTTRN>([\s\S]*?)<\/STMTTRN>/gi;
  let account: string | null = null;
  let currency: string | null = null;
  const accounts = new Set<string>();
  const transactions: StatementTransaction[] = [];
  for (const m of body.matchAll(token)) {
    if (m[1]) {
      const value = m[2]!.trim();
      if (m[1].toUpperCase() === 'ACCTID') {
        account = value || null;
        if (account) accounts.add(account);
      } else currency = value || null;
      continue;
    }
    const block = m[3]!;
    const posted = leaf(block, 'DTPOSTED') ?? leaf(block, 'DTUSER');
    const amountRaw = leaf(block, 'TRNAMT');
    const dateMatch = posted ? /^(\d{4})(\d{2})(\d{2})/.exec(posted) : null;
    const amount = amountRaw !== undefined ? Number(amountRaw.replace(',', '.')) : NaN;
    if (!dateMatch || !Number.isFinite(amount)) continue;
    const date = `${dateMatch[1]}-${dateMatch[2]}-${dateMatch[3]}`;
    const name = leaf(block, 'NAME');
    const memo = leaf(block, 'MEMO');
    const description = name ?? memo ?? leaf(block, 'TRNTYPE') ?? 'Transaction';
    const fitid = leaf(block, 'FITID');
    const charge = Math.round(-amount * 100) / 100;
    transactions.push({
      key: fitid
        ? `ofx:${account ?? ''}:${fitid}`
        : `row:${date}|${charge.toFixed(2)}|${description.toLowerCase()}`,
      date,
      description: name && memo && !memo.includes(name) ? `${name} — ${memo}` : description,
      amount: charge,
      currency,
      account,
      skip: charge <= 0 ? 'Money in (payment, refund or deposit)' : null,
    });
  }
  if (transactions.length === 0 && !/<STMTTRN>/i.test(body) && !/<BANKTRANLIST>/i.test(body))
    throw new StatementError('No statement transactions found in this OFX file');
  return { format: 'ofx', accounts: [...accounts], transactions };
}

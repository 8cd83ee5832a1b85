/** How the receipts benchmark judges a result against SROIE ground truth. */

const norm = (s: string) =>
  s
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

function levenshtein(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}

/** Totals compared at 2 decimals; ground truth may carry a currency prefix ('RM40.00'). */
export function sameTotal(found: number | null, truth: string): boolean {
  const want = Number(truth.replace(/[^\d.]/g, ''));
  return found !== null && Math.round(found * 100) === Math.round(want * 100);
}

/** Merchant: at least 80% similar to the legal name (OCR may drop a letter or two). */
export function merchantMatches(found: string, truth: string): boolean {
  const a = norm(found);
  const b = norm(truth);
  if (!a) return false;
  return 1 - levenshtein(a, b) / Math.max(a.length, b.length) >= 0.8;
}

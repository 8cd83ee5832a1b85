/** Credit score rating bands of SPEC.md §9. */
export type CreditRatingName = 'Excellent' | 'Very Good' | 'Good' | 'Fair' | 'Poor';
export type CreditTone = 'green' | 'blue' | 'amber' | 'red';

export const SCORE_MIN = 300;
export const SCORE_MAX = 850;

export function creditRating(score: number): { rating: CreditRatingName; tone: CreditTone } {
  if (score >= 800) return { rating: 'Excellent', tone: 'green' };
  if (score >= 740) return { rating: 'Very Good', tone: 'green' };
  if (score >= 670) return { rating: 'Good', tone: 'blue' };
  if (score >= 580) return { rating: 'Fair', tone: 'amber' };
  return { rating: 'Poor', tone: 'red' };
}

/** FNV-1a over a string: a stable, well-spread 32-bit number. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The simulated score of a user: the same for the same user id every time, spread over 560–830 so
 * that every band but the lowest extremes shows up. It is a mock (no bureau is asked), and says so.
 */
export function mockCreditScore(userId: string): { score: number; factors: string[] } {
  const h = fnv1a(userId);
  const score = 560 + (h % 271);
  const utilisation = 5 + ((h >>> 9) % 60);
  const ageYears = 1 + ((h >>> 17) % 19);
  const inquiries = (h >>> 24) % 5;
  const latePayments = score < 640 ? 1 + ((h >>> 5) % 3) : 0;
  const factors = [
    latePayments === 0
      ? 'On-time payment history: 100%'
      : `${latePayments} late payment${latePayments > 1 ? 's' : ''} in the last 2 years`,
    `Credit utilisation: ${utilisation}%${utilisation > 30 ? ' (keeping it under 30% helps)' : ''}`,
    `Average account age: ${ageYears} year${ageYears > 1 ? 's' : ''}`,
    `${inquiries} hard inquir${inquiries === 1 ? 'y' : 'ies'} in the last 12 months`,
  ];
  return { score, factors };
}

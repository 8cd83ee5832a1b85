import { z } from 'zod';

/** Individual (my rows) or family (every member's rows, read-only): the Cashflow view toggle. */
export const FinanceScope = z.enum(['individual', 'family']);
export type FinanceScope = z.infer<typeof FinanceScope>;
export const FinanceScopeQuery = z.object({ scope: FinanceScope.optional() });

/** Whose a finance row is: shown in the family view. */
export const FinanceOwnerFields = {
  owner_id: z.uuid(),
  owner_name: z.string(),
};

/** To the cent, half away from zero, as written in decimal (12.345 → 12.35, -12.345 → -12.35). */
export function roundCents(n: number): number {
  const cents = Math.round(Number.parseFloat((Math.abs(n) * 100).toPrecision(15)));
  return (Math.sign(n) * cents) / 100 || 0;
}

/** A money amount a person typed: required, above zero. */
export const positiveAmount = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .finite()
    .gt(0, `${label} must be greater than 0`)
    .max(1e9)
    .transform(roundCents);

/** A money amount that may be zero or negative (balances). */
export const signedAmount = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .finite()
    .min(-1e9)
    .max(1e9)
    .transform(roundCents);

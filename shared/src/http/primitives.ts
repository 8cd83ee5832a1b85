import { z } from 'zod';
import { textProblem } from './text.js';

/** A string that PostgreSQL can store as typed: no NUL, no unpaired surrogate (see text.ts). */
export const StorableString = () =>
  z.string().check((ctx) => {
    const problem = textProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

/** Calendar date as the API speaks it. */
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');
/** Wall-clock time as the API speaks it. */
export const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:MM');
/** A timestamp answered by the server. */
export const Timestamp = z.string();
/** Money: a finite number, kept to cents. */
export const Money = z
  .number()
  .finite()
  .min(-1e10)
  .max(1e10)
  .transform((n) => Math.round(n * 100) / 100);
/** Text a person typed: trimmed, bounded. */
export const Text = (max = 500) => StorableString().trim().max(max);
/** A required name-like field: trimmed, at least one character. */
export const RequiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .check((ctx) => {
      const problem = textProblem(ctx.value);
      if (problem) ctx.issues.push({ code: 'custom', message: `${label}: ${problem}`, input: ctx.value });
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max);
/** An optional free-text field that accepts null or a missing key; answered as '' when absent. */
export const OptionalText = (max = 2000) => StorableString().trim().max(max).nullish();
/** Query-string boolean. */
export const QueryBool = z.enum(['true', 'false']).transform((v) => v === 'true');

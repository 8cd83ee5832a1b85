import * as rruleModule from 'rrule';

/**
 * The `rrule` package ships CommonJS to Node and ES modules to bundlers: Node sees its exports only on
 * `default`. One place resolves it so every caller imports { RRule, rrulestr } from here.
 */
const lib = (
  (rruleModule as { RRule?: unknown }).RRule
    ? rruleModule
    : (rruleModule as unknown as { default: unknown }).default
) as typeof rruleModule;

export const { RRule, rrulestr } = lib;

import { useState } from 'react';
import {
  buildRrule,
  choiceFromRrule,
  describeRrule,
  nthWeekday,
  WEEKDAY_CODES,
  type RepeatChoice,
} from '@hearth/shared';
import { Field, FieldRow } from '../../components/Field';

const ORD: Record<number, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' };
const DAY_LABEL = { SU: 'Sun', MO: 'Mon', TU: 'Tue', WE: 'Wed', TH: 'Thu', FR: 'Fri', SA: 'Sat' } as const;
const weekdayName = (d: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
const UNITS = { daily: 'days', weekly: 'weeks', monthly: 'months', yearly: 'years' } as const;

/**
 * The repeat choices of a form (daily, weekly on chosen days, every N weeks, monthly by date or by
 * "second Tuesday", yearly; until a date or N times), submitted as one RRULE in a hidden `rrule` field.
 */
export function RepeatPicker({ start, initial }: { start: string; initial?: string | null }) {
  const [c, setC] = useState<RepeatChoice>(() => choiceFromRrule(initial ?? null, start || '2026-01-01'));
  const set = (patch: Partial<RepeatChoice>) => setC((old) => ({ ...old, ...patch }));
  const validStart = /^\d{4}-\d{2}-\d{2}$/.test(start);
  const rule = validStart ? buildRrule(c, start) : null;
  // No day chosen yet: the start's weekday (and it follows the start date until one is chosen).
  const days = c.weekdays.length
    ? c.weekdays
    : validStart
      ? [WEEKDAY_CODES[new Date(`${start}T00:00:00Z`).getUTCDay()]!]
      : [];
  return (
    <fieldset className="repeat-picker field-wide" data-testid="repeat-picker">
      <legend className="field-label">Repeat</legend>
      <input type="hidden" name="rrule" value={rule ?? ''} />
      <FieldRow>
        <Field label="Repeats">
          <select value={c.freq} onChange={(e) => set({ freq: e.target.value as RepeatChoice['freq'] })}>
            <option value="none">Does not repeat</option>
            <option value="daily">Daily</option>
            <option value="weekly">Weekly</option>
            <option value="monthly">Monthly</option>
            <option value="yearly">Yearly</option>
          </select>
        </Field>
        {c.freq !== 'none' && (
          <Field label={`Every (${UNITS[c.freq]})`}>
            <input
              type="number"
              min={1}
              max={99}
              value={c.interval}
              onChange={(e) => set({ interval: Number(e.target.value) || 1 })}
            />
          </Field>
        )}
      </FieldRow>
      {c.freq === 'weekly' && (
        <div className="day-picker" role="group" aria-label="Repeat on">
          {WEEKDAY_CODES.map((d) => (
            <label key={d} className="day-chip">
              <input
                type="checkbox"
                checked={days.includes(d)}
                onChange={(e) =>
                  set({ weekdays: e.target.checked ? [...days, d] : days.filter((x) => x !== d) })
                }
              />
              <span>{DAY_LABEL[d]}</span>
            </label>
          ))}
        </div>
      )}
      {c.freq === 'monthly' && validStart && (
        <Field label="On">
          <select
            value={c.monthly}
            onChange={(e) => set({ monthly: e.target.value as RepeatChoice['monthly'] })}
          >
            <option value="date">Day {Number(start.slice(8))} of the month</option>
            <option value="weekday">
              The {ORD[nthWeekday(start)]} {weekdayName(start)}
            </option>
          </select>
        </Field>
      )}
      {c.freq !== 'none' && (
        <FieldRow>
          <Field label="Ends">
            <select value={c.end} onChange={(e) => set({ end: e.target.value as RepeatChoice['end'] })}>
              <option value="never">Never</option>
              <option value="until">On a date</option>
              <option value="count">After a number of times</option>
            </select>
          </Field>
          {c.end === 'until' && (
            <Field label="Last date">
              <input
                type="date"
                value={c.until}
                min={start}
                onChange={(e) => set({ until: e.target.value })}
              />
            </Field>
          )}
          {c.end === 'count' && (
            <Field label="Times">
              <input
                type="number"
                min={1}
                max={1000}
                value={c.count}
                onChange={(e) => set({ count: Number(e.target.value) || 1 })}
              />
            </Field>
          )}
        </FieldRow>
      )}
      {rule && (
        <p className="repeat-summary" data-testid="repeat-summary">
          ↻ {describeRrule(rule, start)}
        </p>
      )}
    </fieldset>
  );
}

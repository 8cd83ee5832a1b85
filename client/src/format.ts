/** Money, date, hour and time formatting in one place (SPEC.md §9: money with 2 decimals, time statistics with 1). */

/** 'pickup' → 'Pickup'. */
export const cap = (s: string): string => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

// Numbers are written out here rather than by Intl.NumberFormat: the first Intl formatter of a page load
// initialises ICU, a single 10–15 ms step (four times that on a slow phone) that blocks the main thread.
// The output is Intl's en-US output (format.test.ts compares them on many numbers).

/** |n| with at most `max` (at least `min`) decimals, rounded half away from zero on its shortest decimal form. */
function decimals(n: number, max: number, min: number): string | null {
  const s = String(Math.abs(n));
  if (!/^\d+(\.\d+)?$/.test(s)) return null; // exponent form (huge or tiny), NaN, Infinity
  let [int = '0', frac = ''] = s.split('.');
  if (frac.length > max) {
    const up = frac[max]! >= '5';
    const digits = (int + frac.slice(0, max)).split('').map(Number);
    for (let i = digits.length - 1; up; i--) {
      if (i < 0) {
        digits.unshift(1);
        break;
      }
      digits[i] = (digits[i]! + 1) % 10;
      if (digits[i] !== 0) break;
    }
    int = digits.slice(0, digits.length - max).join('');
    frac = digits.slice(digits.length - max).join('');
  }
  frac = frac.replace(/0+$/, '').padEnd(min, '0');
  return `${int.replace(/\B(?=(\d{3})+$)/g, ',')}${frac ? `.${frac}` : ''}`;
}

/** 6410 → '6,410'; 0.712 → '0.71'; -3.5 → '-3.5' (at most 2 decimals, en-US grouping). */
export function formatNumber(n: number): string {
  const d = decimals(n, 2, 0);
  if (d === null) return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);
  return n < 0 || Object.is(n, -0) ? `-${d}` : d;
}

/** 1234.5 → '$1,234.50'; -20 → '-$20.00'; missing → '$0.00'. */
export function formatMoney(n: number | null | undefined): string {
  const finite = typeof n === 'number' && Number.isFinite(n) ? n : 0;
  // Less than half a cent below zero is $0.00, never -$0.00.
  const v = Object.is(Math.round(finite * 100), -0) ? 0 : finite;
  const d = decimals(v, 2, 2);
  if (d === null) return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(v);
  return v < 0 ? `-$${d}` : `$${d}`;
}

// en-US names, spelled out: Intl.DateTimeFormat's output for these options, without building one.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function parseIsoDate(iso: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** '2025-03-07' → 'Mar 7, 2025' (a calendar date: no time-zone shift). Unparseable input is returned as is. */
export function formatDate(iso: string | null | undefined, withWeekday = false): string {
  if (!iso) return '';
  const d = parseIsoDate(iso);
  if (!d) return iso;
  const date = `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
  return withWeekday ? `${WEEKDAYS[d.getUTCDay()]}, ${date}` : date;
}

/** An ISO timestamp in the browser's zone: 'Mar 7, 2025, 2:30 PM'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** 1.5 → '1.5'; 2 → '2.0' (time statistics show 1 decimal). */
export function formatHours(n: number | null | undefined): string {
  const v = typeof n === 'number' && Number.isFinite(n) ? n : 0;
  return v.toFixed(1);
}

/** '14:30' (or '14:30:00') → '2:30 PM'; '00:05' → '12:05 AM'. Unparseable input is returned as is. */
export function formatTime(hhmm: string | null | undefined): string {
  if (!hhmm) return '';
  const m = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!m) return hhmm;
  const h = Number(m[1]);
  if (h > 23) return hhmm;
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${suffix}`;
}

/** Seconds → 'HH:MM:SS' (the running timer). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** Money, date, hour and time formatting in one place (SPEC.md §9: money with 2 decimals, time statistics with 1). */

/** 'pickup' → 'Pickup'. */
export const cap = (s: string): string => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

// Built on first use: an Intl formatter costs tens of milliseconds to build on a slow phone, and many
// pages never show money.
let money: Intl.NumberFormat | undefined;

/** 1234.5 → '$1,234.50'; -20 → '-$20.00'; missing → '$0.00'. */
export function formatMoney(n: number | null | undefined): string {
  const v = typeof n === 'number' && Number.isFinite(n) ? n : 0;
  money ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return money.format(Object.is(Math.round(v * 100), -0) ? 0 : v);
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

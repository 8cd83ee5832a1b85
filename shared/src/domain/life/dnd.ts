/** Is 'HH:MM' inside do-not-disturb hours? A window past midnight (22:00-07:00) wraps. */
export function isQuietTime(now: string, start: string, end: string): boolean {
  if (start === end) return false;
  return start < end ? now >= start && now < end : now >= start || now < end;
}

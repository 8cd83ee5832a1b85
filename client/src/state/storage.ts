/** Keys in the browser's storage. The product-prefixed ones are named in SPEC.md §3. */
export const KEYS = {
  theme: 'hearth_theme',
  wallpaper: 'hearth_wallpaper',
  user: 'hearth_user',
  authenticated: 'hearth_authenticated',
  pendingUser: 'hearth_pending_user',
  viewMode: 'hearth_view_mode',
  contactViewMode: 'contact_view_mode',
  timeTrackingViewMode: 'time_tracking_view_mode',
  cashflowViewMode: 'cashflow_view_mode',
  calendarExpanded: 'calendar_section_expanded',
  cashflowExpanded: 'cashflow_section_expanded',
} as const;

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  if (value === undefined || value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
}

/** A plain string setting with a fixed set of values, e.g. 'separated' | 'universal'. */
export function readChoice<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  const v = localStorage.getItem(key);
  return allowed.includes(v as T) ? (v as T) : fallback;
}

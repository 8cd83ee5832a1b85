/** The browser's IANA time zone, sent at sign-up and sign-in so "today" is the user's today. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

import { useSyncExternalStore } from 'react';

/** The phone layout's breakpoint, the one of styles/phone.css. */
const PHONE = '(max-width: 600px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the phone layout applies, for markup that differs on a phone (CSS alone does the rest). */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE).matches);
}

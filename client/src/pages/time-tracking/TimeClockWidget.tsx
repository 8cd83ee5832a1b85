/** The sidebar's time-clock widget, shown while a timer runs (owned by the work area). */
export function TimeClockWidget() {
  return null;
}

/** The live ticker strip on top of every protected page (owned by the trackers area). */
export function Ticker() {
  return null;
}

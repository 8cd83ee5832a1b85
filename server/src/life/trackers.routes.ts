import { trackersApi, type TickerItem, type Tracker, type TrackerType } from '@hearth/shared';
import { route } from '../http/route.js';
import { found } from '../http/errors.js';
import { ownerOf } from './scope.js';
import {
  deleteTracker,
  insertReading,
  insertTracker,
  listReadings,
  listTickerTrackers,
  listTrackers,
  ownsTracker,
  findTracker,
  type TrackerRow,
} from './trackers.repository.js';

// numeric and timestamps may reach us as strings or Dates depending on the driver.
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown): string | null =>
  v === null || v === undefined ? null : new Date(v as string).toISOString();

const present = (r: TrackerRow): Tracker => ({
  id: r.id,
  name: r.name,
  type: r.type as TrackerType,
  symbol: r.symbol,
  unit: r.unit,
  color: r.color,
  display_in_ticker: r.display_in_ticker,
  is_active: r.is_active,
  latest_value: num(r.latest_value),
  latest_at: iso(r.latest_at),
  reading_count: Number(r.reading_count ?? 0),
});

/** The ticker shows the latest recorded reading, never an invented price; none yet is null ('—'). */
const presentTicker = (r: TrackerRow): TickerItem => {
  const latest = num(r.latest_value);
  const previous = num(r.previous_value);
  return {
    id: r.id,
    symbol: r.symbol || r.name,
    value: latest,
    unit: r.unit,
    type: r.type as TrackerType,
    color: r.color,
    change: latest !== null && previous !== null ? Math.round((latest - previous) * 10000) / 10000 : null,
    updated_at: iso(r.latest_at),
  };
};

const presentReading = (r: {
  id: string;
  tracker_id: string;
  value: unknown;
  note: string;
  created_at: unknown;
}) => ({
  id: r.id,
  tracker_id: r.tracker_id,
  value: Number(r.value),
  note: r.note,
  created_at: iso(r.created_at)!,
});

export const trackerRoutes = [
  route(trackersApi.list, async ({ db, user }) => (await listTrackers(db, user.id)).map(present)),

  route(trackersApi.ticker, async ({ db, user }) =>
    (await listTickerTrackers(db, user.id)).map(presentTicker),
  ),

  route(trackersApi.create, async ({ db, user, body, changes }) => {
    const row = await insertTracker(db, user.id, body);
    changes.emit(ownerOf(user), { resource: 'trackers', action: 'created', id: row.id });
    return present(row);
  }),

  route(
    trackersApi.remove,
    async ({ db, user, params, changes }) => {
      found(await deleteTracker(db, user.id, params.id), 'Tracker');
      changes.emit(ownerOf(user), { resource: 'trackers', action: 'deleted', id: params.id });
      return null;
    },
    { writes: 'one-statement' },
  ),

  route(trackersApi.readings, async ({ db, user, params }) => {
    found(await findTracker(db, user.id, params.id), 'Tracker');
    return (await listReadings(db, params.id)).map(presentReading);
  }),

  route(trackersApi.addReading, async ({ db, user, params, body, deps, changes }) => {
    if (!(await ownsTracker(db, user.id, params.id))) found(undefined, 'Tracker');
    const reading = await insertReading(db, params.id, { ...body, created_at: deps.clock() });
    changes.emit(ownerOf(user), { resource: 'trackers', action: 'updated', id: params.id });
    return presentReading(reading);
  }),
];

import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../../http/endpoint.js';
import { OptionalText, RequiredText } from '../../http/primitives.js';

export const TRACKER_TYPES = ['spend', 'stock', 'crypto', 'bio_metric', 'activity', 'custom'] as const;
export const TrackerType = z.enum(TRACKER_TYPES);
export type TrackerType = z.infer<typeof TrackerType>;
export const TRACKER_TYPE_LABELS: Record<TrackerType, string> = {
  spend: 'Spend',
  stock: 'Stock/ETF',
  crypto: 'Crypto',
  bio_metric: 'Bio-metric',
  activity: 'Activity',
  custom: 'Custom',
};
export const DEFAULT_TRACKER_COLOR = '#2563eb';
const Color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must look like #2563eb');

export const Tracker = z.object({
  id: z.uuid(),
  name: z.string(),
  type: TrackerType,
  symbol: z.string(),
  unit: z.string(),
  color: z.string(),
  display_in_ticker: z.boolean(),
  is_active: z.boolean(),
  latest_value: z.number().nullable(),
  latest_at: z.string().nullable(),
  reading_count: z.number(),
});
export type Tracker = z.infer<typeof Tracker>;

export const TrackerBody = z
  .object({
    name: RequiredText('Name'),
    type: TrackerType.default('custom'),
    symbol: z
      .string()
      .trim()
      .max(20)
      .nullish()
      .transform((v) => v ?? ''),
    unit: z
      .string()
      .trim()
      .max(20)
      .nullish()
      .transform((v) => v ?? ''),
    color: Color.default(DEFAULT_TRACKER_COLOR),
    display_in_ticker: z.boolean().default(true),
    is_active: z.boolean().default(true),
  })
  .transform((t) => ({
    ...t,
    symbol: t.type === 'stock' || t.type === 'crypto' ? t.symbol.toUpperCase() : t.symbol,
  }));

export const TrackerReading = z.object({
  id: z.uuid(),
  tracker_id: z.uuid(),
  value: z.number(),
  note: z.string(),
  created_at: z.string(),
});
export const ReadingBody = z.object({
  value: z.number({ error: 'Value is required' }).finite().min(-1e12).max(1e12),
  note: OptionalText(500).transform((v) => v ?? ''),
});

export const TickerItem = z.object({
  id: z.uuid(),
  symbol: z.string(),
  value: z.number().nullable(),
  unit: z.string(),
  type: TrackerType,
  color: z.string(),
  /** Change against the reading before the latest, when there is one. */
  change: z.number().nullable(),
  updated_at: z.string().nullable(),
});
export type TickerItem = z.infer<typeof TickerItem>;

export const trackersApi = {
  list: endpoint({
    method: 'get',
    path: '/api/trackers',
    summary: 'My trackers with their latest readings',
    answer: z.array(Tracker),
    tag: 'trackers',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/trackers',
    summary: 'Add a tracker',
    body: TrackerBody,
    answer: Tracker,
    status: 201,
    tag: 'trackers',
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/trackers/:id',
    summary: 'Delete a tracker and its readings',
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'trackers',
  }),
  addReading: endpoint({
    method: 'post',
    path: '/api/trackers/:id/readings',
    summary: 'Record a reading of a tracker',
    params: IdParams,
    body: ReadingBody,
    answer: TrackerReading,
    status: 201,
    tag: 'trackers',
  }),
  readings: endpoint({
    method: 'get',
    path: '/api/trackers/:id/readings',
    summary: 'Recent readings of a tracker',
    params: IdParams,
    answer: z.array(TrackerReading),
    tag: 'trackers',
  }),
  ticker: endpoint({
    method: 'get',
    path: '/api/trackers/ticker-data',
    summary: 'The latest reading of each active tracker shown in the ticker (never an invented price)',
    answer: z.array(TickerItem),
    tag: 'trackers',
  }),
};

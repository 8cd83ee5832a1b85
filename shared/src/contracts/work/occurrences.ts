import { z } from 'zod';
import { endpoint, NoContent } from '../../http/endpoint.js';
import { ClockTime, IsoDate, RequiredText } from '../../http/primitives.js';

/** One occurrence of a repeating item: the series' id and the occurrence's original date. */
export const OccurrenceParams = z.object({ id: z.uuid(), date: IsoDate });

/**
 * Editing one occurrence ('this': an override, RECURRENCE-ID) or it and every later one ('following':
 * the series is split there). Editing them all is the item's own PUT.
 */
export const OccurrenceEdit = z.object({
  scope: z.enum(['this', 'following']),
  title: RequiredText('Title'),
  date: IsoDate,
  /** Null for an all-day item. */
  time: ClockTime.nullable(),
});
export type OccurrenceEdit = z.infer<typeof OccurrenceEdit>;

/** The two occurrence endpoints of a repeating resource at `path` ('/api/meetings'). */
export const occurrenceEndpoints = <A extends z.ZodType>(
  path: string,
  what: string,
  answer: A,
  tag: string,
) => ({
  editOccurrence: endpoint({
    method: 'put',
    path: `${path}/:id/occurrences/:date`,
    summary: `Change one occurrence of a repeating ${what}, or it and all that follow (answers the ${what} that now holds it)`,
    params: OccurrenceParams,
    body: OccurrenceEdit,
    answer,
    tag,
  }),
  cancelOccurrence: endpoint({
    method: 'delete',
    path: `${path}/:id/occurrences/:date`,
    summary: `Delete one occurrence of a repeating ${what} (EXDATE)`,
    params: OccurrenceParams,
    answer: NoContent,
    status: 204,
    tag,
  }),
});

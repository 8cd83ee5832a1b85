import {
  blocksOn,
  CATEGORY_COLORS,
  TIME_BLOCK_TEMPLATES,
  TimeBlock,
  timeBlocksApi,
  todayIn,
  weekdayIn,
} from '@hearth/shared';
import { route } from '../http/route.js';
import { found, notFound } from '../http/errors.js';
import { ownerOf } from './scope.js';
import { deleteTimeBlock, insertTimeBlocks, listTimeBlocks } from './timeBlocks.repository.js';

const present = (row: Record<string, unknown>): TimeBlock => TimeBlock.parse(row);

export const timeBlockRoutes = [
  route(timeBlocksApi.list, async ({ db, user }) => (await listTimeBlocks(db, user.id)).map(present)),

  route(timeBlocksApi.today, async ({ db, user, deps }) => {
    const now = deps.clock();
    const weekday = weekdayIn(user.timezone, now);
    const blocks = (await listTimeBlocks(db, user.id)).map(present);
    return { date: todayIn(user.timezone, now), weekday, blocks: blocksOn(blocks, weekday) };
  }),

  route(timeBlocksApi.templates, () => TIME_BLOCK_TEMPLATES),

  route(
    timeBlocksApi.create,
    async ({ db, user, body, changes }) => {
      const [row] = await insertTimeBlocks(db, user.id, [body]);
      changes.emit(ownerOf(user), { resource: 'time-blocks', action: 'created', id: row!.id });
      return present(row!);
    },
    { writes: 'one-statement' },
  ),

  route(
    timeBlocksApi.remove,
    async ({ db, user, params, changes }) => {
      found(await deleteTimeBlock(db, user.id, params.id), 'Time block');
      changes.emit(ownerOf(user), { resource: 'time-blocks', action: 'deleted', id: params.id });
      return null;
    },
    { writes: 'one-statement' },
  ),

  // All of a template's blocks, in one transaction.
  route(timeBlocksApi.applyTemplate, async ({ db, user, query, changes }) => {
    const template = TIME_BLOCK_TEMPLATES.find(
      (t) => t.name.toLowerCase() === query.template_name.trim().toLowerCase(),
    );
    if (!template) throw notFound('Template');
    const rows = await insertTimeBlocks(
      db,
      user.id,
      template.blocks.map((b) => ({ ...b, color: CATEGORY_COLORS[b.category], is_active: true })),
    );
    changes.emit(ownerOf(user), { resource: 'time-blocks', action: 'created' });
    return {
      message: `${template.name} template applied: ${rows.length} blocks created`,
      created: rows.map(present),
    };
  }),
];

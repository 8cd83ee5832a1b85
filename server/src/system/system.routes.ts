import { sql } from 'kysely';
import { systemApi } from '@hearth/shared';
import { route } from '../http/route.js';

export const systemRoutes = [
  route(systemApi.health, async ({ db }) => {
    await sql`select 1`.execute(db);
    return { status: 'ok' as const, db: 'ok' as const };
  }),
];

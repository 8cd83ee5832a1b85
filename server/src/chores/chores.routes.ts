import { randomUUID } from 'node:crypto';
import {
  agendaOf,
  choreOf,
  choresApi,
  CHORE_REFUSALS,
  assigneeOf,
  assigneeOn,
  clockIn,
  markChoreDone,
  occurrenceToMark,
  putChore,
  readChoresDoc,
  removeChore,
  todayIn,
  undoable,
  undoCompletion,
  type ChoresDocState,
  type DocChore,
} from '@hearth/shared';
import { route } from '../http/route.js';
import { conflict, forbidden, found, notFound } from '../http/errors.js';
import { requireFamily } from '../family/familyGuard.js';
import { familyCan } from '@hearth/shared';
import { findChore } from './chores.repository.js';
import { presentCompletion } from './chores.presenter.js';
import { changeChores, choreMembers, readChores, visibleTo } from './chores.service.js';

const own = { writes: 'own' } as const;

/** The turn after a change of members: the same person if they are still in, else the first. */
const turnFor = (was: DocChore, members: DocChore['members']) =>
  Math.max(
    0,
    members.findIndex((m) => m.user_id === assigneeOf(was).user_id && m.name === assigneeOf(was).name),
  );

// The family's chores live in its chores document: every write goes through it and answers after the commit.
export const choreRoutes = [
  route(choresApi.list, ({ user, db, deps }) => readChores(db, user, deps.clock())),
  route(
    choresApi.get,
    async ({ user, db, deps, params }) => (await readChores(db, user, deps.clock(), params.id))[0]!,
  ),
  route(
    choresApi.create,
    async ({ body, user, deps }) => {
      requireFamily(user, 'manage_chores');
      const now = deps.clock();
      const members = await choreMembers(deps.db, user.family_id, body.members);
      const id = randomUUID();
      await changeChores(deps, user, (doc) =>
        putChore(doc, id, {
          name: body.name,
          members,
          turn: 0,
          mode: body.mode,
          rrule: body.rrule,
          start_date: body.start_date ?? todayIn(user.timezone, now),
          due_time: body.due_time,
          points: body.points,
          created_at: now.toISOString(),
        }),
      );
      return (await readChores(deps.db, user, now, id))[0]!;
    },
    own,
  ),
  route(
    choresApi.update,
    async ({ params, body, user, deps }) => {
      requireFamily(user, 'manage_chores');
      found(await findChore(deps.db, user.family_id, params.id), 'Chore');
      const members = body.members && (await choreMembers(deps.db, user.family_id, body.members));
      await changeChores(deps, user, (doc) => {
        const was = choreOf(doc, params.id);
        if (!was) throw notFound('Chore');
        const { members: _, ...fields } = body;
        const next = { ...was, ...fields, ...(members && { members, turn: turnFor(was, members) }) };
        putChore(doc, params.id, next);
      });
      return (await readChores(deps.db, user, deps.clock(), params.id))[0]!;
    },
    own,
  ),
  route(
    choresApi.remove,
    async ({ params, user, deps }) => {
      requireFamily(user, 'manage_chores');
      found(await findChore(deps.db, user.family_id, params.id), 'Chore');
      await changeChores(deps, user, (doc) => removeChore(doc, params.id));
      return null;
    },
    own,
  ),
  route(
    choresApi.done,
    async ({ params, body, user, deps }) => {
      const row = await findChore(deps.db, user.family_id, params.id);
      if (!row || !visibleTo(user, row)) throw notFound('Chore');
      const now = deps.clock();
      const id = randomUUID();
      const completion = await changeChores(deps, user, (doc) => {
        const chore = choreOf(doc, params.id);
        if (!chore) throw notFound('Chore');
        const state = readChoresDoc(doc) as unknown as ChoresDocState;
        const today = todayIn(user.timezone, now);
        const agenda = agendaOf(state, today, clockIn(user.timezone, now), 0);
        const date = body.date ?? occurrenceToMark(agenda, params.id)?.date;
        const mine = assigneeOn(chore, date ?? today).user_id === user.id;
        if (!familyCan(user.family_role, 'manage_chores') && !mine) throw forbidden(CHORE_REFUSALS.notYours);
        if (!date) throw conflict('Nothing is due for this chore');
        if (Object.values(state.completions).some((c) => c.chore_id === params.id && c.date === date))
          throw conflict('Already done');
        return markChoreDone(doc, { id, choreId: params.id, date, by: user.id, now })!;
      });
      return {
        completion: presentCompletion(id, completion),
        chore: (await readChores(deps.db, user, now, params.id))[0]!,
      };
    },
    own,
  ),
  route(
    choresApi.undo,
    async ({ params, user, deps }) => {
      const row = await findChore(deps.db, user.family_id, params.id);
      if (!row || !visibleTo(user, row)) throw notFound('Chore');
      const now = deps.clock();
      await changeChores(deps, user, (doc) => {
        const state = readChoresDoc(doc) as unknown as ChoresDocState;
        const latest = Object.entries(state.completions)
          .filter(([, c]) => c.chore_id === params.id && c.by === user.id && undoable(c.at, now))
          .sort(([, a], [, b]) => b.at.localeCompare(a.at))[0];
        if (!latest) throw conflict('Nothing to undo: a tick can be undone for a minute');
        undoCompletion(doc, latest[0]);
      });
      return (await readChores(deps.db, user, now, params.id))[0]!;
    },
    own,
  ),
];

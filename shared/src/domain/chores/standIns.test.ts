import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  checkChoresDoc,
  choreOf,
  putChore,
  readChoresDoc,
  type ChoresDocState,
  type DocChore,
} from '../../collab/choresDoc.js';
import { handOverOccurrence, markChoreDone } from './actions.js';
import { CHORE_REFUSALS, checkChoresEdit } from './edits.js';
import { agendaOf, choreOccurrences } from './schedule.js';

const JO = '00000000-0000-4000-8000-00000000000a';
const SAM = '00000000-0000-4000-8000-00000000000b';
const KID = '00000000-0000-4000-8000-00000000000c';
const jordan = { user_id: JO, name: 'Jordan' };
const sam = { user_id: SAM, name: 'Sam' };
const bins: DocChore = {
  name: 'Bins',
  members: [jordan, sam],
  turn: 0,
  mode: 'round_robin',
  rrule: 'FREQ=WEEKLY;BYDAY=TU',
  start_date: '2026-05-05', // a Tuesday
  due_time: '18:00',
  points: 5,
  created_at: '2026-05-01T08:00:00Z',
};
const docWith = (chore: DocChore) => {
  const doc = new Y.Doc();
  putChore(doc, 'b', chore);
  return doc;
};
const state = (doc: Y.Doc) => readChoresDoc(doc) as unknown as ChoresDocState;
const who = (doc: Y.Doc, from: string, to: string) =>
  choreOccurrences(state(doc), from, to).map((o) => `${o.date} ${o.assignee.name}${o.done ? ' ✓' : ''}`);

describe('handing one occurrence of a chore to another member (a stand-in)', () => {
  it('that day goes to the stand-in; the other days stay with whose turn it is', () => {
    const doc = docWith(bins);
    expect(handOverOccurrence(doc, { choreId: 'b', date: '2026-05-12', to: sam, today: '2026-05-05' })).toBe(
      true,
    );
    expect(checkChoresDoc(doc).ok).toBe(true);
    expect(who(doc, '2026-05-05', '2026-05-19')).toEqual([
      '2026-05-05 Jordan',
      '2026-05-12 Sam',
      '2026-05-19 Jordan',
    ]);
    const agenda = agendaOf(state(doc), '2026-05-11', '09:00');
    expect(agenda.upcoming.find((d) => d.date === '2026-05-12')!.assignee).toEqual(sam);
    expect(choreOf(doc, 'b')!.turn).toBe(0);
    expect(handOverOccurrence(doc, { choreId: 'x', date: '2026-05-12', to: sam, today: '2026-05-05' })).toBe(
      false,
    );
  });

  it("the stand-in's tick is credited to them and leaves the turn: the two swapped", () => {
    const doc = docWith(bins);
    handOverOccurrence(doc, { choreId: 'b', date: '2026-05-05', to: sam, today: '2026-05-05' });
    const now = new Date('2026-05-05T17:00:00Z');
    const c = markChoreDone(doc, { id: 't1', choreId: 'b', date: '2026-05-05', by: SAM, now })!;
    expect(c).toMatchObject({ user_id: SAM, name: 'Sam', prev_turn: 0 });
    expect(choreOf(doc, 'b')!.turn).toBe(0);
    expect(who(doc, '2026-05-05', '2026-05-12')).toEqual(['2026-05-05 Sam ✓', '2026-05-12 Jordan']);
    // Jordan's own tick the week after hands the turn on as usual.
    markChoreDone(doc, { id: 't2', choreId: 'b', date: '2026-05-12', by: JO, now });
    expect(choreOf(doc, 'b')!.turn).toBe(1);
    expect(who(doc, '2026-05-19', '2026-05-19')).toEqual(['2026-05-19 Sam']);
  });

  it('drops stand-ins of days long gone and keeps a bounded number', () => {
    const doc = docWith({ ...bins, stand_ins: { '2026-01-06': sam, '2026-05-05': sam } });
    handOverOccurrence(doc, { choreId: 'b', date: '2026-05-12', to: sam, today: '2026-05-10' });
    expect(Object.keys(choreOf(doc, 'b')!.stand_ins!)).toEqual(['2026-05-05', '2026-05-12']);
    const many = docWith(bins);
    for (let d = 1; d <= 70; d++) {
      const date = new Date(Date.UTC(2026, 5, d)).toISOString().slice(0, 10);
      handOverOccurrence(many, { choreId: 'b', date, to: sam, today: '2026-06-01' });
    }
    expect(checkChoresDoc(many).ok).toBe(true);
    expect(Object.keys(choreOf(many, 'b')!.stand_ins!)).toHaveLength(60);
  });

  it('a child may tick only a day that is theirs: not one handed to an adult, nor change a stand-in', () => {
    const kids = { ...bins, members: [{ user_id: KID, name: 'Mia' }, jordan] };
    const doc = docWith({ ...kids, stand_ins: { '2026-05-05': jordan } });
    const before = state(doc);
    const now = new Date('2026-05-05T17:00:00Z');
    const asKid = (after: ChoresDocState) =>
      checkChoresEdit(before, after, { user_id: KID, role: 'child', now });
    const ticked = docWith({ ...kids, stand_ins: { '2026-05-05': jordan } });
    markChoreDone(ticked, { id: 't', choreId: 'b', date: '2026-05-12', by: KID, now });
    expect(asKid(state(ticked))).toBeNull();
    const handed = docWith({ ...kids, stand_ins: { '2026-05-05': jordan } });
    markChoreDone(handed, { id: 't', choreId: 'b', date: '2026-05-05', by: KID, now });
    expect(asKid(state(handed))).toBe(CHORE_REFUSALS.notYours);
    const moved = docWith({ ...kids, stand_ins: { '2026-05-12': jordan } });
    expect(asKid(state(moved))).toBe(CHORE_REFUSALS.edit);
  });
});

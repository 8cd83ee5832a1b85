import { useState } from 'react';
import {
  choreOf,
  choresDocName,
  DocChore,
  familyApi,
  familyCan,
  familyRefusal,
  nextTurnMessage,
  parseNames,
  putChore,
  readChoresDoc,
  todayIn,
  turnRotationsApi,
} from '@hearth/shared';
import type { Doc } from 'yjs';
import { useApi } from '../../api/resources';
import { SaveStatus } from '../../collab/SaveStatus';
import { useYDoc, useYValue } from '../../collab/useYDoc';
import { useSession } from '../../state/session';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { toast } from '../../components/toast';
import '../network/network.css';

const text = (f: FormData, k: string) => String(f.get(k) ?? '').trim();

type Row = {
  id: string;
  task_name: string;
  participants: string[];
  current_turn_index: number;
  /** The member whose turn it is, when they have an account. */
  turn_user?: string | null;
};
const norm = (s: string) => s.trim().toLowerCase();

/** The turn rotations of the family's chores document (the chores without a schedule), oldest first. */
const rowsOf = (doc: Doc): Row[] =>
  Object.entries(readChoresDoc(doc).chores as Record<string, DocChore>)
    .filter(([, c]) => !c.rrule)
    .map(([id, c]) => ({
      id,
      task_name: c.name,
      participants: c.members.map((m) => m.name),
      current_turn_index: c.turn,
      turn_user: c.members[c.turn]?.user_id,
      created_at: c.created_at,
    }))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));

/**
 * Turn Rotations: whose turn it is for each family chore, advanced with Next Turn. A rotation is a chore
 * without a schedule, co-edited live through the family's chores document (edits work offline and merge on
 * reconnect); the list from the API shows until the document is there.
 */
export function TurnRotationsTab() {
  const familyId = useSession((s) => s.user?.family_id);
  const timezone = useSession((s) => s.user?.timezone);
  const me = useSession((s) => s.user?.id);
  // Only adults change chores; anyone passes on a turn that is theirs.
  const canManage = familyCan(useSession((s) => s.user?.family_role) ?? 'child', 'manage_chores');
  const family = useApi('family', familyApi.get);
  const y = useYDoc(familyId ? choresDocName(familyId) : undefined);
  const fromDoc = useYValue(y?.ready ? y.doc : undefined, rowsOf);
  const rotations = useApi('turn-rotations', turnRotationsApi.list);
  const [open, setOpen] = useState(false);
  const create = async (f: FormData) => {
    const now = new Date();
    const r = DocChore.safeParse({
      name: text(f, 'task_name'),
      // A participant named like a family member is that member (as the API does).
      members: parseNames(text(f, 'participants')).map((name) => ({
        user_id: family.data?.members.find((m) => norm(m.name) === norm(name))?.id ?? null,
        name,
      })),
      turn: 0,
      mode: 'round_robin',
      rrule: null,
      start_date: todayIn(timezone ?? 'UTC', now),
      due_time: null,
      points: 0,
      created_at: now.toISOString(),
    });
    if (!r.success) {
      const issue = r.error.issues[0]!;
      throw new Error(`${issue.path.join(' ') || 'Rotation'}: ${issue.message}`);
    }
    if (!y) throw new Error('The rotations are still loading');
    putChore(y.doc, crypto.randomUUID(), r.data);
    setOpen(false);
  };
  const next = (row: Row) => {
    const chore = y && choreOf(y.doc, row.id);
    if (!y || !chore) return;
    const turn = (chore.turn + 1) % chore.members.length;
    putChore(y.doc, row.id, { ...chore, turn });
    toast(nextTurnMessage(row.task_name, chore.members[turn]!.name));
  };
  const list: Row[] = fromDoc ?? rotations.data ?? [];
  return (
    <div data-testid="turn-rotations">
      <div className="nq-plans-head">
        <h2>Turn Rotations</h2>
        <div className="nq-detail-actions">
          <SaveStatus tracker={y?.saved} />
          <Button
            onClick={() => setOpen(true)}
            disabled={!y?.ready || !canManage}
            title={canManage ? undefined : familyRefusal('manage_chores')}
          >
            + Add Rotation
          </Button>
        </div>
      </div>
      {y?.status === 'refused' ? (
        <EmptyState title="You no longer have access to these rotations" />
      ) : !fromDoc && rotations.loading && !rotations.data ? (
        <p className="nq-muted">Loading turn rotations...</p>
      ) : list.length === 0 ? (
        <EmptyState
          title="No turn rotations yet"
          description="Share chores fairly: add a task and who takes turns."
        />
      ) : (
        <ul className="nq-panel-list">
          {list.map((r) => (
            <li key={r.id} className="nq-row">
              <div className="nq-row-main">
                <strong>{r.task_name}</strong>
                <div className="nq-shares">
                  {r.participants.map((p, i) => (
                    <Badge key={i} tone={i === r.current_turn_index ? 'green' : 'grey'}>
                      {p}
                    </Badge>
                  ))}
                </div>
              </div>
              <div className="nq-expense-side">
                <span className="nq-muted">
                  Current turn: <strong>{r.participants[r.current_turn_index]}</strong>
                </span>
                <Button
                  size="sm"
                  disabled={!fromDoc || !(canManage || (r.turn_user && r.turn_user === me))}
                  onClick={() => next(r)}
                >
                  Next Turn
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <FormModal
        title="Add Turn Rotation"
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={create}
        submitLabel="Add Rotation"
      >
        <Field label="Task" wide>
          <input name="task_name" required placeholder="Dishes" />
        </Field>
        <Field label="Participants" hint="Comma separated, in turn order" wide>
          <input name="participants" required placeholder="Ann, Bob, Cy" />
        </Field>
      </FormModal>
    </div>
  );
}

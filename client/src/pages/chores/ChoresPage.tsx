import { useCallback, useState } from 'react';
import {
  markChoreDone,
  putChore,
  removeChore,
  undoCompletion,
  type ChoreDue,
  type DocChore,
} from '@hearth/shared';
import { SaveStatus } from '../../collab/SaveStatus';
import { whenSaved } from '../../collab/savedState';
import { warnConflicts } from '../calendar/ConflictsPanel';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { useSession } from '../../state/session';
import { ChoreForm } from './ChoreForm';
import { ChoreList } from './ChoreList';
import { Leaderboard } from './Leaderboard';
import { RewardsCard } from './RewardsCard';
import { UndoBar, type Undoable } from './UndoBar';
import { useChores } from './useChores';
import './chores.css';

type Editing = { id: string; chore: DocChore | undefined } | undefined;

/**
 * /chores: today's and upcoming chores with whose turn it is, Done (undo for a minute), overdue in red, this
 * week's leaderboard and rewards. Everything is the family's chores document, live on every open page.
 */
export default function ChoresPage() {
  const name = useSession((s) => s.user?.name ?? '');
  const { y, state, today, me, canManage, agenda, leaderboard, balance } = useChores();
  const [editing, setEditing] = useState<Editing>();
  const [undo, setUndo] = useState<Undoable>();
  const expire = useCallback(() => setUndo(undefined), []);

  const done = (d: ChoreDue) => {
    if (!y) return;
    const id = crypto.randomUUID();
    markChoreDone(y.doc, { id, choreId: d.chore_id, date: d.date, by: me, now: new Date() });
    setUndo({ completionId: id, label: d.chore.name });
  };
  const save = (chore: DocChore) => {
    if (!y || !editing) return;
    putChore(y.doc, editing.id, chore);
    setEditing(undefined);
    // A chore with a time may clash with the meetings of an adult it goes to: say so once it is stored.
    const item_id = editing.id;
    if (chore.rrule && chore.due_time)
      void whenSaved(y.saved).then((ok) => ok && void warnConflicts({ item_id }, today));
  };
  const edit = (d: ChoreDue) => setEditing({ id: d.chore_id, chore: d.chore });
  const remove = () => {
    if (!y || !editing) return;
    removeChore(y.doc, editing.id);
    setEditing(undefined);
  };

  const todayItems = agenda ? [...agenda.overdue, ...agenda.today] : [];
  // Each chore's next day after today (a daily chore would otherwise fill the week).
  const upcoming = (agenda?.upcoming ?? []).filter(
    (d, i, all) => all.findIndex((x) => x.chore_id === d.chore_id) === i,
  );
  const total = agenda ? todayItems.length + agenda.upcoming.length + agenda.anytime.length : 0;
  return (
    <Page
      testId="chores-page"
      title="Chores"
      subtitle="Who does what, taking turns fairly, with points and rewards"
      actions={
        <>
          <SaveStatus tracker={y?.saved} />
          {canManage && (
            <Button
              onClick={() => setEditing({ id: crypto.randomUUID(), chore: undefined })}
              disabled={!state}
            >
              + Add Chore
            </Button>
          )}
        </>
      }
    >
      {y?.status === 'refused' ? (
        <EmptyState title="You no longer have access to these chores" />
      ) : !state || !agenda || !y ? (
        <div className="page-loading">Loading chores…</div>
      ) : (
        <div className="chores-layout">
          <div className="chores-main">
            <Card title="Today" data-testid="chores-today">
              {todayItems.length === 0 ? (
                <p className="chores-muted">
                  {total === 0
                    ? canManage
                      ? 'No chores yet. Add one and choose who takes turns.'
                      : 'No chores for you yet.'
                    : 'Nothing due today.'}
                </p>
              ) : (
                <ChoreList
                  items={todayItems}
                  today={today}
                  me={me}
                  canManage={canManage}
                  onDone={done}
                  onEdit={edit}
                />
              )}
            </Card>
            {upcoming.length > 0 && (
              <Card title="Coming up" data-testid="chores-upcoming">
                <ChoreList items={upcoming} today={today} me={me} canManage={canManage} onEdit={edit} />
              </Card>
            )}
            {agenda.anytime.length > 0 && (
              <Card title="Turn rotations" data-testid="chores-anytime">
                <ChoreList
                  items={agenda.anytime}
                  today={today}
                  me={me}
                  canManage={canManage}
                  onDone={done}
                  onEdit={edit}
                />
              </Card>
            )}
          </div>
          <div className="chores-side">
            <Leaderboard rows={leaderboard ?? []} me={me} />
            <RewardsCard
              doc={y.doc}
              state={state}
              me={me}
              myName={name}
              balance={balance ?? 0}
              canManage={canManage}
            />
          </div>
        </div>
      )}
      {editing && (
        <ChoreForm
          open
          initial={editing.chore}
          today={today}
          onClose={() => setEditing(undefined)}
          onSave={save}
          onDelete={editing.chore ? remove : undefined}
        />
      )}
      <UndoBar
        item={undo}
        onExpire={expire}
        onUndo={(u) => {
          if (y) undoCompletion(y.doc, u.completionId);
          setUndo(undefined);
        }}
      />
    </Page>
  );
}

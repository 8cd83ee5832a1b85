import { useState } from 'react';
import { turnRotationsApi } from '@hearth/shared';
import { api } from '../../api/client';
import { mutate, useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { toast } from '../../components/toast';
import '../network/network.css';

const text = (f: FormData, k: string) => String(f.get(k) ?? '').trim();

/** Turn Rotations: whose turn it is for each family chore, advanced with Next Turn (live for the family). */
export function TurnRotationsTab() {
  const rotations = useApi('turn-rotations', turnRotationsApi.list);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string>();
  const create = async (f: FormData) => {
    try {
      await mutate(
        turnRotationsApi.create,
        { body: { task_name: text(f, 'task_name'), participants: text(f, 'participants') } },
        ['turn-rotations'],
      );
      setOpen(false);
    } catch (err) {
      console.error('creating a turn rotation failed', err);
      throw err;
    }
  };
  const next = async (id: string) => {
    setBusy(id);
    try {
      const answer = await api(turnRotationsApi.next, { params: { id } });
      toast(answer.message);
      await rotations.reload();
    } catch (err) {
      console.error('next turn failed', err);
    } finally {
      setBusy(undefined);
    }
  };
  const list = rotations.data ?? [];
  return (
    <div data-testid="turn-rotations">
      <div className="nq-plans-head">
        <h2>Turn Rotations</h2>
        <Button onClick={() => setOpen(true)}>+ Add Rotation</Button>
      </div>
      {rotations.loading && !rotations.data ? (
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
                  Current turn: <strong>{r.current_turn}</strong>
                </span>
                <Button size="sm" busy={busy === r.id} onClick={() => void next(r.id)}>
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

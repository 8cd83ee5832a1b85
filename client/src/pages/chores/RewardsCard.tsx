import { useState } from 'react';
import type { Doc } from 'yjs';
import { DocReward, putClaim, putReward, type ChoresDocState, type DocClaim } from '@hearth/shared';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { toast } from '../../components/toast';

const STATUS_TONE = { pending: 'amber', approved: 'green', declined: 'grey' } as const;

/** Rewards a parent defines; a member claims one with their points and an adult approves or declines it. */
export function RewardsCard({
  doc,
  state,
  me,
  myName,
  balance,
  canManage,
}: {
  doc: Doc;
  state: ChoresDocState;
  me: string;
  myName: string;
  balance: number;
  canManage: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const rewards = Object.entries(state.rewards).sort(([, a], [, b]) => a.points - b.points);
  const claims = Object.entries(state.claims)
    .filter(([, c]) => canManage || c.user_id === me)
    .sort(([, a], [, b]) => b.at.localeCompare(a.at))
    .slice(0, 10);
  const add = (f: FormData) => {
    const r = DocReward.safeParse({
      name: String(f.get('name') ?? '').trim(),
      points: Number(f.get('points')),
      created_at: new Date().toISOString(),
    });
    if (!r.success) throw new Error(`Reward: ${r.error.issues[0]!.message}`);
    putReward(doc, crypto.randomUUID(), r.data);
    setAdding(false);
  };
  const claim = (id: string, r: DocReward) => {
    putClaim(doc, crypto.randomUUID(), {
      reward_id: id,
      user_id: me,
      name: myName,
      points: r.points,
      at: new Date().toISOString(),
      status: 'pending',
      decided_by: null,
      decided_at: null,
    });
    toast(`Claimed "${r.name}": a parent will approve it`);
  };
  const decide = (id: string, c: DocClaim, status: 'approved' | 'declined') =>
    putClaim(doc, id, { ...c, status, decided_by: me, decided_at: new Date().toISOString() });
  return (
    <Card
      title="Rewards"
      data-testid="chores-rewards"
      actions={
        canManage && (
          <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
            + Add Reward
          </Button>
        )
      }
    >
      <p className="chores-balance">
        Your points to spend: <strong data-testid="my-balance">{balance}</strong>
      </p>
      {rewards.length === 0 ? (
        <p className="chores-muted">
          {canManage
            ? 'No rewards yet: add one, like "30 points: choose Friday\'s film".'
            : 'No rewards yet.'}
        </p>
      ) : (
        <ul className="reward-list">
          {rewards.map(([id, r]) => (
            <li key={id} className="reward-item">
              <span className="reward-points">{r.points} pts</span>
              <span className="reward-name">{r.name}</span>
              <Button
                size="sm"
                variant="secondary"
                disabled={balance < r.points}
                onClick={() => claim(id, r)}
              >
                Claim
              </Button>
            </li>
          ))}
        </ul>
      )}
      {claims.length > 0 && (
        <>
          <h3 className="chores-subhead">Claims</h3>
          <ul className="reward-list" data-testid="reward-claims">
            {claims.map(([id, c]) => (
              <li key={id} className="reward-item">
                <span className="reward-name">
                  {canManage && `${c.name}: `}
                  {state.rewards[c.reward_id]?.name ?? 'A reward'} ({c.points} pts)
                </span>
                {c.status === 'pending' && canManage ? (
                  <span className="chore-actions">
                    <Button size="sm" onClick={() => decide(id, c, 'approved')}>
                      Approve
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => decide(id, c, 'declined')}>
                      Decline
                    </Button>
                  </span>
                ) : (
                  <Badge tone={STATUS_TONE[c.status]}>{c.status}</Badge>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <FormModal
        title="Add Reward"
        open={adding}
        onClose={() => setAdding(false)}
        onSubmit={add}
        submitLabel="Add Reward"
      >
        <Field label="Reward" wide>
          <input name="name" required maxLength={200} placeholder="Choose Friday's film" />
        </Field>
        <Field label="Points">
          <input name="points" type="number" min={1} max={100000} required defaultValue={30} />
        </Field>
      </FormModal>
    </Card>
  );
}

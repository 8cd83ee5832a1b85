import { useState } from 'react';
import { planDocName, setSharePaid, type Plan } from '@hearth/shared';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { StatCard } from '../../components/StatCard';
import { formatDate, formatMoney, formatTime } from '../../format';
import { useYDoc, useYValue } from '../../collab/useYDoc';
import { SaveStatus } from '../../collab/SaveStatus';
import { readPlanView } from './planState';
import { expenseStatusTone, label, planStatusTone } from './statusTone';
import { AddBookingModal } from './AddBookingModal';
import { AiSearchModal } from './AiSearchModal';
import { AddExpenseModal } from './AddExpenseModal';
import { InviteModal } from './InviteModal';
import { ParticipantList } from './ParticipantList';
import { FollowButton } from './FollowButton';
import { usePlanRole, type PlanPermissions } from './planRole';

type ModalName = 'booking' | 'ai' | 'expense' | 'invite' | undefined;

/** One plan, live from its Y.Doc: every edit here is an edit of the document everyone on the plan shares. */
export function PlanDetail({ plan }: { plan: Plan }) {
  const y = useYDoc(planDocName(plan.id));
  const view = useYValue(y?.doc, readPlanView);
  const [modal, setModal] = useState<ModalName>();
  const live = y?.ready && view && view.meta.name !== undefined;
  const meta = live ? view.meta : plan;
  const budget = meta.budget ?? 0;
  const spent = live ? view.spent : plan.total_spent;
  const participants = live ? view.participants : plan.participants;
  const perms = usePlanRole(plan, participants);
  const inviteWhy = perms.why('invite', { to: 'viewer' });
  const bookingWhy = perms.why('add_booking');
  const expenseWhy = perms.why('add_expense');

  if (y?.status === 'refused') return <EmptyState title="You no longer have access to this plan" />;

  return (
    <div className="nq-detail" data-testid="plan-detail">
      <Card>
        <div className="nq-detail-head">
          <div>
            <h2 className="nq-detail-title">
              {meta.name} <Badge tone={planStatusTone(meta.status)}>{label(meta.status)}</Badge>{' '}
              <span data-testid="my-role">
                <Badge tone="purple">You: {perms.label}</Badge>
              </span>
            </h2>
            {meta.description && <p className="nq-muted">{meta.description}</p>}
          </div>
          <div className="nq-detail-actions">
            <SaveStatus tracker={y?.saved} />
            <div className="nq-presence" aria-label="Also viewing" data-testid="presence">
              <span
                className={`nq-dot nq-dot-${y?.status ?? 'connecting'}`}
                title={y?.status === 'connected' ? 'Live' : 'Offline: edits will sync on reconnect'}
              />
              {y?.peers.map((p) => (
                <span
                  key={p.id}
                  className="nq-presence-chip"
                  style={{ borderColor: p.color }}
                  title={`${p.name} is viewing`}
                >
                  <span className="nq-presence-avatar" style={{ background: p.color }}>
                    {p.name.slice(0, 1).toUpperCase()}
                  </span>
                  {p.name}
                </span>
              ))}
            </div>
            <FollowButton planId={plan.id} />
            <Button onClick={() => setModal('invite')} disabled={!!inviteWhy} title={inviteWhy}>
              + Invite People
            </Button>
          </div>
        </div>
        <div className="nq-tiles">
          <StatCard label="Budget" value={formatMoney(budget)} />
          <StatCard label="Total Spent" value={formatMoney(spent)} tone="blue" />
          <StatCard
            label="Remaining"
            value={formatMoney(budget - spent)}
            tone={budget - spent < 0 ? 'red' : 'green'}
          />
          <StatCard label="Participants" value={participants.length} />
        </div>
        <ParticipantList planId={plan.id} participants={participants} perms={perms} />
        <RoleHint perms={perms} />
      </Card>

      <Card
        title="Bookings"
        actions={
          <>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setModal('ai')}
              disabled={!y || !!bookingWhy}
              title={bookingWhy}
            >
              AI Search
            </Button>
            <Button
              size="sm"
              onClick={() => setModal('booking')}
              disabled={!y || !!bookingWhy}
              title={bookingWhy}
            >
              + Add Booking
            </Button>
          </>
        }
      >
        {!live ? (
          <p className="nq-muted">Loading collaborative plans...</p>
        ) : view.bookings.length === 0 ? (
          <EmptyState title="No bookings yet" />
        ) : (
          <ul className="nq-list" data-testid="bookings">
            {view.bookings.map((b) => (
              <li key={b.id} className="nq-row">
                <div className="nq-row-main">
                  <div className="nq-row-badges">
                    <Badge tone="blue">{label(b.booking_type)}</Badge>
                    {b.ai_booking_used && <Badge tone="purple">AI · {b.ai_provider ?? 'assistant'}</Badge>}
                  </div>
                  <strong>{b.name}</strong>
                  <div className="nq-muted">
                    {[b.location, b.date && formatDate(b.date), b.time && formatTime(b.time)]
                      .filter(Boolean)
                      .join(' · ')}
                  </div>
                  <div className="nq-subtle">Created by {b.created_by}</div>
                </div>
                <div className="nq-amount">{formatMoney(b.cost)}</div>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card
        title="Shared Expenses"
        actions={
          <Button
            size="sm"
            onClick={() => setModal('expense')}
            disabled={!y || !!expenseWhy}
            title={expenseWhy}
          >
            + Add Expense
          </Button>
        }
      >
        {!live ? (
          <p className="nq-muted">Loading collaborative plans...</p>
        ) : view.expenses.length === 0 ? (
          <EmptyState title="No shared expenses yet" />
        ) : (
          <ul className="nq-list" data-testid="shared-expenses">
            {view.expenses.map((e) => (
              <li key={e.id} className="nq-row nq-expense">
                <div className="nq-row-main">
                  <strong>{e.description}</strong>
                  <div className="nq-muted">
                    Paid by {e.paid_by} · {label(e.split_type)} split
                  </div>
                  <ul className="nq-shares">
                    {e.participants.map((s, i) => {
                      const tickWhy = perms.why('tick_paid', { own: perms.own(s.name) });
                      return (
                        <li key={i}>
                          <label className="nq-share" title={tickWhy}>
                            <input
                              type="checkbox"
                              checked={s.paid}
                              disabled={!!tickWhy}
                              aria-label={`${s.name} paid`}
                              onChange={(ev) => y && setSharePaid(y.doc, e.id, i, ev.target.checked)}
                            />
                            <span>{s.name}</span>
                            <span className="nq-muted">{formatMoney(s.amount_owed)}</span>
                            {s.paid && <span aria-label="paid">✓</span>}
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                </div>
                <div className="nq-expense-side">
                  <div className="nq-amount">{formatMoney(e.total_amount)}</div>
                  <Badge tone={expenseStatusTone(e.status)}>{label(e.status)}</Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>

      {y && (
        <>
          <AddBookingModal doc={y.doc} open={modal === 'booking'} onClose={() => setModal(undefined)} />
          <AiSearchModal
            doc={y.doc}
            planId={plan.id}
            open={modal === 'ai'}
            onClose={() => setModal(undefined)}
          />
          <AddExpenseModal doc={y.doc} open={modal === 'expense'} onClose={() => setModal(undefined)} />
        </>
      )}
      <InviteModal
        perms={perms}
        planId={plan.id}
        planName={meta.name ?? plan.name}
        open={modal === 'invite'}
        onClose={() => setModal(undefined)}
      />
    </div>
  );
}

const HINTS: Record<PlanPermissions['role'], string> = {
  captain: 'As captain you can change everything, hand the captaincy over and delete the plan.',
  co_captain: 'Co-captains manage the plan and its people; only the captain can hand over the captaincy.',
  participant:
    'Participants add bookings and expenses and tick their own share; the captain and co-captains manage the plan and its people.',
  family_member:
    'You see this plan as a family member: you can add bookings and expenses and tick your own share, but not change the plan or its people.',
  viewer: "Viewers can't edit this plan: you can follow along, but changes are up to the people on it.",
};

/** What the signed-in user's role lets them do here, in a sentence (why some controls are disabled). */
function RoleHint({ perms }: { perms: PlanPermissions }) {
  return (
    <p className={`nq-role-hint nq-role-hint-${perms.role}`} role="note" data-testid="role-hint">
      {HINTS[perms.role]}
    </p>
  );
}

import type { Plan } from '@hearth/shared';
import { Badge } from '../../components/Badge';
import { formatDate, formatMoney } from '../../format';
import { label, planStatusTone } from './statusTone';

export function PlanCard({ plan, onOpen }: { plan: Plan; onOpen: () => void }) {
  return (
    <button type="button" className="nq-plan-card" onClick={onOpen} data-testid="plan-card">
      <div className="nq-plan-card-head">
        <h3>{plan.name}</h3>
        <Badge tone={planStatusTone(plan.status)}>{label(plan.status)}</Badge>
      </div>
      {plan.description && <p className="nq-plan-card-desc">{plan.description}</p>}
      <dl className="nq-plan-facts">
        <dt>Type</dt>
        <dd>{label(plan.type)}</dd>
        <dt>Captain</dt>
        <dd>{plan.event_captain_name}</dd>
        <dt>Dates</dt>
        <dd>{formatDate(plan.start_date)}</dd>
        <dt>Budget</dt>
        <dd>{formatMoney(plan.budget)}</dd>
        <dt>Spent</dt>
        <dd>{formatMoney(plan.total_spent)}</dd>
        <dt>Participants</dt>
        <dd>{plan.participants.length}</dd>
      </dl>
    </button>
  );
}

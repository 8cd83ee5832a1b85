import { Link } from 'react-router';
import { Card } from '../../components/Card';
import { ChoreList } from './ChoreList';
import { useChores } from './useChores';
import './chores.css';

/** The life dashboard's "Today" card: today's (and missed) chores with whose turn it is, live; ticked on /chores. */
export function TodayChoresCard() {
  const { today, me, canManage, agenda } = useChores();
  const items = agenda ? [...agenda.overdue, ...agenda.today] : [];
  return (
    <Card title="Today" data-testid="today-chores" actions={<Link to="/chores">All chores</Link>}>
      {!agenda ? (
        <p className="chores-muted">Loading chores…</p>
      ) : items.length === 0 ? (
        <p className="chores-muted">No chores due today.</p>
      ) : (
        <ChoreList items={items} today={today} me={me} canManage={canManage} testId="today-chores-list" />
      )}
    </Card>
  );
}

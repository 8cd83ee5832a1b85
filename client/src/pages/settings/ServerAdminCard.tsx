import { Link } from 'react-router';
import { Card } from '../../components/Card';
import { formatDateTime } from '../../format';
import { useBackups } from './useBackups';

/** On Profile, for the server's administrator only: the backups at a glance and the way to them. */
export function ServerAdminCard() {
  const { state } = useBackups();
  if (state.status !== 'ready') return null;
  const [latest] = state.overview.backups;
  return (
    <Card
      title="Server administration"
      className="server-admin-card"
      data-testid="server-admin-card"
      actions={
        <Link className="btn btn-secondary btn-sm" to="/settings/backups">
          Backups
        </Link>
      }
    >
      <p className="cell-muted">
        You administer this Hearth server.{' '}
        {latest
          ? `Latest backup: ${formatDateTime(latest.created_at)} (${state.overview.backups.length} kept).`
          : 'No backup has been taken yet.'}
      </p>
    </Card>
  );
}

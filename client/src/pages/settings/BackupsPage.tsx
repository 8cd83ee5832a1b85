import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { adminApi, type Backup, type BackupOverview } from '@hearth/shared';
import { api, messageOf } from '../../api/client';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { toast } from '../../components/toast';
import { formatDateTime } from '../../format';
import { formatBytes, useBackups } from './useBackups';
import './settings.css';

const COLUMNS: Column<Backup>[] = [
  { key: 'created_at', header: 'Taken', render: (b) => formatDateTime(b.created_at) },
  {
    key: 'kind',
    header: 'How',
    render: (b) => <Badge tone={b.kind === 'scheduled' ? 'blue' : 'purple'}>{b.kind}</Badge>,
  },
  {
    key: 'size_bytes',
    header: 'Size',
    align: 'right',
    render: (b) => <span className="nowrap">{formatBytes(b.size_bytes)}</span>,
  },
  { key: 'name', header: 'File', render: (b) => <code className="backup-name">{b.name}</code> },
];

const download = (b: Backup) => (
  <a
    className="btn btn-ghost btn-sm"
    href={`/api/admin/backups/${encodeURIComponent(b.name)}`}
    download={b.name}
  >
    Download
  </a>
);

function Schedule({ overview }: { overview: BackupOverview }) {
  if (overview.interval_hours === 0)
    return <p>Automatic backups are off (BACKUP_INTERVAL_HOURS=0). Take them here or with cron.</p>;
  return (
    <dl className="backup-facts">
      <dt>Every</dt>
      <dd>{overview.interval_hours} hours</dd>
      <dt>Next</dt>
      <dd>{overview.next_scheduled_at ? formatDateTime(overview.next_scheduled_at) : '—'}</dd>
      <dt>Kept</dt>
      <dd>the newest {overview.keep}</dd>
      <dt>Folder</dt>
      <dd>
        <code>{overview.directory}</code>
      </dd>
    </dl>
  );
}

function RestoreSteps({ overview }: { overview: BackupOverview }) {
  const file = `${overview.directory}/${overview.backups[0]?.name ?? 'hearth-….json.gz'}`;
  return (
    <ol className="restore-steps">
      <li>
        Download a backup, or pick its file in the folder above. Copy backups off this machine regularly.
      </li>
      <li>
        Stop the server (<code>docker compose stop app</code>, or Ctrl+C). A restore is refused while it runs.
      </li>
      <li>
        Run <code>npm run restore {file}</code> (with Docker:{' '}
        <code>docker compose run --rm app npm run restore {file}</code>). It replaces every row in one
        transaction: on any error nothing changes.
      </li>
      <li>Start the server again. Everyone signs in as they were when the backup was taken.</li>
      {overview.database === 'postgres' && (
        <li>
          On PostgreSQL, <code>pg_dump</code> / <code>pg_restore</code> of the database work as well.
        </li>
      )}
    </ol>
  );
}

export default function BackupsPage() {
  const { state, reload } = useBackups();
  const [taking, setTaking] = useState(false);

  const takeNow = async () => {
    setTaking(true);
    try {
      const b = await api(adminApi.takeBackup, {});
      toast(`Backup taken (${formatBytes(b.size_bytes)})`);
      await reload();
    } catch (err) {
      toast.error(messageOf(err, 'The backup failed. Please try again.'));
    } finally {
      setTaking(false);
    }
  };

  const page = (children: ReactNode, actions?: ReactNode) => (
    <Page
      testId="backups-page"
      title="Backups"
      subtitle="Every family on this server, in one file. Only the server's administrator sees this page."
      actions={actions}
    >
      {children}
    </Page>
  );

  if (state.status === 'loading') return page(<div className="skeleton-bar" />);
  if (state.status === 'hidden')
    return (
      <Page testId="backups-page" title="Not found">
        <EmptyState
          title="Nothing here"
          description="There is no such page."
          action={
            <Link className="btn btn-secondary btn-md" to="/dashboard">
              Back to the dashboard
            </Link>
          }
        />
      </Page>
    );
  if (state.status === 'error')
    return page(
      <div className="form-error" role="alert">
        {state.message}
      </div>,
    );
  const { overview } = state;
  return page(
    <div className="backups-layout">
      {overview.last_error && (
        <div className="form-error" role="alert">
          The last scheduled backup failed: {overview.last_error}
        </div>
      )}
      <Card title="Schedule">
        <Schedule overview={overview} />
      </Card>
      <Card title={`Backups (${overview.backups.length})`} className="backups-card">
        <DataTable
          columns={COLUMNS}
          rows={overview.backups}
          rowKey={(b) => b.name}
          empty="No backup yet: take one now."
          caption="Backups"
          testId="backups-table"
          actions={download}
        />
      </Card>
      <Card title="Restoring a backup">
        <RestoreSteps overview={overview} />
      </Card>
    </div>,
    <Button onClick={takeNow} busy={taking}>
      Back up now
    </Button>,
  );
}

import { useState } from 'react';
import { projectsApi, type Project } from '@hearth/shared';
import '../dashboard/work.css';
import { mutate, useApi } from '../../api/resources';
import { Badge, type Tone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { useConfirm } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { Page } from '../../components/Page';
import { formatDate, formatMoney } from '../../format';

const STATUS: Record<Project['status'], [string, Tone]> = {
  active: ['Active', 'green'],
  on_hold: ['On Hold', 'amber'],
  completed: ['Completed', 'blue'],
};

function ProjectCard({ p, onDelete }: { p: Project; onDelete: () => void }) {
  const [label, tone] = STATUS[p.status];
  const share = p.budget ? Math.min(100, (p.actual_cost / p.budget) * 100) : 0;
  return (
    <Card
      className="work-card"
      data-testid="project-card"
      title={p.name}
      actions={<Badge tone={tone}>{label}</Badge>}
    >
      {p.description ? (
        <p className="work-card-text">{p.description}</p>
      ) : (
        <p className="work-card-text cell-muted">No description</p>
      )}
      <dl className="work-card-facts">
        <div>
          <dt>Start</dt>
          <dd>{p.start_date ? formatDate(p.start_date) : '—'}</dd>
        </div>
        <div>
          <dt>End</dt>
          <dd>{p.end_date ? formatDate(p.end_date) : '—'}</dd>
        </div>
        <div>
          <dt>Budget</dt>
          <dd>{p.budget === null ? '—' : formatMoney(p.budget)}</dd>
        </div>
        <div>
          <dt>Spent</dt>
          <dd>{formatMoney(p.actual_cost)}</dd>
        </div>
      </dl>
      {p.budget !== null && (
        <div
          className={`work-bar${p.actual_cost > p.budget ? ' work-bar-over' : ''}`}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(Math.min(share, 100))}
          aria-label={`${Math.round(share)}% of budget spent`}
        >
          <span style={{ width: `${share}%` }} />
        </div>
      )}
      <div className="work-card-footer">
        <Button variant="danger" size="sm" onClick={onDelete}>
          Delete Project
        </Button>
      </div>
    </Card>
  );
}

export default function ProjectsPage() {
  const { data, loading } = useApi('projects', projectsApi.list);
  const [adding, setAdding] = useState(false);
  const confirm = useConfirm();

  const create = async (fd: FormData) => {
    const budget = String(fd.get('budget') ?? '');
    const cost = String(fd.get('actual_cost') ?? '');
    await mutate(
      projectsApi.create,
      {
        body: {
          name: String(fd.get('name') ?? ''),
          description: String(fd.get('description') ?? ''),
          status: fd.get('status') as Project['status'],
          start_date: String(fd.get('start_date') ?? '') || null,
          end_date: String(fd.get('end_date') ?? '') || null,
          budget: budget === '' ? null : Number(budget),
          actual_cost: cost === '' ? 0 : Number(cost),
        },
      },
      ['projects'],
    );
    setAdding(false);
  };

  const remove = async (p: Project) => {
    if (
      !(await confirm('Are you sure you want to delete this project?', {
        danger: true,
        confirmLabel: 'Delete',
      }))
    )
      return;
    await mutate(projectsApi.remove, { params: { id: p.id } }, ['projects']).catch((e) =>
      console.error('delete project failed', e),
    );
  };

  return (
    <Page
      testId="projects-page"
      title="Projects"
      subtitle="Budgets, dates and progress at a glance"
      actions={<Button onClick={() => setAdding(true)}>New Project</Button>}
    >
      {loading && !data ? (
        <div className="page-loading">Loading projects…</div>
      ) : !data?.length ? (
        <EmptyState
          title="No projects yet"
          description="Create a project to track its budget and dates."
          action={<Button onClick={() => setAdding(true)}>New Project</Button>}
        />
      ) : (
        <div className="work-grid">
          {data.map((p) => (
            <ProjectCard key={p.id} p={p} onDelete={() => void remove(p)} />
          ))}
        </div>
      )}
      <FormModal
        title="New Project"
        open={adding}
        onClose={() => setAdding(false)}
        onSubmit={create}
        submitLabel="Create Project"
        testId="project-modal"
      >
        <Field label="Name" wide>
          <input name="name" required autoFocus />
        </Field>
        <Field label="Description" wide>
          <textarea name="description" rows={3} />
        </Field>
        <Field label="Status">
          <select name="status" defaultValue="active">
            <option value="active">Active</option>
            <option value="on_hold">On Hold</option>
            <option value="completed">Completed</option>
          </select>
        </Field>
        <Field label="Budget">
          <input name="budget" type="number" step="0.01" min="0" />
        </Field>
        <Field label="Start Date">
          <input name="start_date" type="date" />
        </Field>
        <Field label="End Date">
          <input name="end_date" type="date" />
        </Field>
        <Field label="Spent so far">
          <input name="actual_cost" type="number" step="0.01" min="0" />
        </Field>
      </FormModal>
    </Page>
  );
}

import { useState } from 'react';
import {
  CATEGORY_COLORS,
  CATEGORY_LABELS,
  DEFAULT_BLOCK,
  daysLabel,
  TIME_BLOCK_CATEGORIES,
  timeBlocksApi,
  type TimeBlock,
} from '@hearth/shared';
import { messageOf } from '../../api/client';
import { mutate, useApi } from '../../api/resources';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { DayPicker } from '../../components/DayPicker';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { Modal } from '../../components/Modal';
import { Page } from '../../components/Page';
import { RowActions } from '../../components/RowActions';
import { useConfirm } from '../../components/ConfirmDialog';
import { toast } from '../../components/toast';
import { formatDate, formatTime } from '../../format';
import './timeBlocks.css';

type Category = (typeof TIME_BLOCK_CATEGORIES)[number];
const str = (fd: FormData, k: string) => String(fd.get(k) ?? '').trim();

function BlockRow({ block, onDelete }: { block: TimeBlock; onDelete?: () => void }) {
  return (
    <div className="block-row" style={{ borderLeftColor: block.color }} data-testid="time-block">
      <div className="block-time">
        {formatTime(block.start_time)} – {formatTime(block.end_time)}
      </div>
      <div className="block-main">
        <strong>{block.name}</strong>
        <span className="block-cat" style={{ color: block.color }}>
          {CATEGORY_LABELS[block.category]}
        </span>
      </div>
      {onDelete && <RowActions name={block.name} onDelete={onDelete} />}
    </div>
  );
}

export default function TimeBlocksPage() {
  const today = useApi('time-blocks', timeBlocksApi.today);
  const all = useApi('time-blocks', timeBlocksApi.list);
  const templates = useApi('time-blocks', timeBlocksApi.templates);
  const [adding, setAdding] = useState(false);
  const [showTemplates, setShowTemplates] = useState(false);
  const [category, setCategory] = useState<Category>('work');
  const [color, setColor] = useState(CATEGORY_COLORS.work);
  const [applying, setApplying] = useState<string | null>(null);
  const confirm = useConfirm();

  const openAdd = () => {
    setCategory('work');
    setColor(CATEGORY_COLORS.work);
    setAdding(true);
  };
  const create = async (fd: FormData) => {
    await mutate(
      timeBlocksApi.create,
      {
        body: {
          name: str(fd, 'name'),
          start_time: str(fd, 'start_time'),
          end_time: str(fd, 'end_time'),
          category,
          color,
          days: fd.getAll('days').map(String) as TimeBlock['days'],
        },
      },
      ['time-blocks'],
    );
    setAdding(false);
  };
  const remove = async (b: TimeBlock) => {
    if (!(await confirm('Delete this time block?'))) return;
    try {
      await mutate(timeBlocksApi.remove, { params: { id: b.id } }, ['time-blocks']);
    } catch (err) {
      toast.error(messageOf(err, 'Could not delete the time block'));
    }
  };
  const apply = async (name: string) => {
    if (
      !(await confirm(`Apply ${name} template? This will create multiple time blocks.`, {
        danger: false,
        confirmLabel: 'Apply',
      }))
    )
      return;
    setApplying(name);
    try {
      await mutate(timeBlocksApi.applyTemplate, { query: { template_name: name } }, ['time-blocks']);
      setShowTemplates(false);
      toast('Template applied successfully!');
    } catch (err) {
      toast.error(messageOf(err, 'Could not apply the template'));
    } finally {
      setApplying(null);
    }
  };

  return (
    <Page
      testId="time-blocks-page"
      title="Time Blocks"
      subtitle="Give every hour a job: plan your days in blocks of focused work, meetings and rest."
      actions={
        <>
          <Button variant="secondary" onClick={() => setShowTemplates(true)}>
            Templates
          </Button>
          <Button onClick={openAdd}>+ Add Block</Button>
        </>
      }
    >
      <div className="blocks-layout">
        <Card
          title={today.data ? `Today's Schedule — ${today.data.weekday}` : "Today's Schedule"}
          actions={today.data && <span className="muted">{formatDate(today.data.date)}</span>}
          data-testid="today-schedule"
        >
          {today.loading && !today.data ? (
            <div className="skeleton-bar" />
          ) : !today.data?.blocks.length ? (
            <p className="muted">Nothing blocked out for today.</p>
          ) : (
            <div className="block-list">
              {today.data.blocks.map((b) => (
                <BlockRow key={b.id} block={b} />
              ))}
            </div>
          )}
        </Card>

        <Card title="All Time Blocks" data-testid="all-blocks">
          {all.loading && !all.data ? (
            <div className="skeleton-bar" />
          ) : !all.data?.length ? (
            <EmptyState
              title="No time blocks yet"
              description="Add a block or start from a template."
              action={<Button onClick={() => setShowTemplates(true)}>Browse Templates</Button>}
            />
          ) : (
            <div className="block-grid">
              {all.data.map((b) => (
                <article
                  key={b.id}
                  className="block-card"
                  style={{ borderTopColor: b.color }}
                  data-testid="block-card"
                >
                  <h3>{b.name}</h3>
                  <p className="block-card-time">
                    {formatTime(b.start_time)} – {formatTime(b.end_time)}
                  </p>
                  <p className="block-card-days">{daysLabel(b.days)}</p>
                  <footer>
                    <span className="block-chip" style={{ background: `${b.color}22`, color: b.color }}>
                      {CATEGORY_LABELS[b.category]}
                    </span>
                    <RowActions name={b.name} onDelete={() => remove(b)} />
                  </footer>
                </article>
              ))}
            </div>
          )}
        </Card>
      </div>

      <FormModal
        title="Add Time Block"
        open={adding}
        onClose={() => setAdding(false)}
        onSubmit={create}
        submitLabel="Add Block"
      >
        <Field label="Name" wide>
          <input name="name" required maxLength={200} />
        </Field>
        <Field label="Start time">
          <input name="start_time" type="time" required defaultValue={DEFAULT_BLOCK.start_time} />
        </Field>
        <Field label="End time">
          <input name="end_time" type="time" required defaultValue={DEFAULT_BLOCK.end_time} />
        </Field>
        <Field label="Category">
          <select
            name="category"
            value={category}
            onChange={(e) => {
              const c = e.target.value as Category;
              setCategory(c);
              setColor(CATEGORY_COLORS[c]);
            }}
          >
            {TIME_BLOCK_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Colour">
          <input name="color" type="color" value={color} onChange={(e) => setColor(e.target.value)} />
        </Field>
        <DayPicker name="days" defaultDays={DEFAULT_BLOCK.days} />
      </FormModal>

      <Modal
        title="Time Block Templates"
        open={showTemplates}
        onClose={() => setShowTemplates(false)}
        size="lg"
      >
        <div className="template-list">
          {templates.data?.map((t) => (
            <article key={t.name} className="template-card" data-testid="template-card">
              <div>
                <h3>{t.name}</h3>
                <p className="muted">{t.description}</p>
                <ul>
                  {t.blocks.map((b) => (
                    <li key={b.name + b.start_time}>
                      <span className="template-dot" style={{ background: CATEGORY_COLORS[b.category] }} />
                      {formatTime(b.start_time)} – {formatTime(b.end_time)} · {b.name}{' '}
                      <span className="muted">({daysLabel(b.days)})</span>
                    </li>
                  ))}
                </ul>
              </div>
              <Button onClick={() => apply(t.name)} busy={applying === t.name} disabled={applying !== null}>
                Apply
              </Button>
            </article>
          ))}
        </div>
      </Modal>
    </Page>
  );
}

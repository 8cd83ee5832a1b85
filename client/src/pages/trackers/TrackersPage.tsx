import { useState, type CSSProperties } from 'react';
import {
  DEFAULT_TRACKER_COLOR,
  TRACKER_TYPE_LABELS,
  TRACKER_TYPES,
  trackersApi,
  type Tracker,
  type TrackerType,
} from '@hearth/shared';
import { messageOf } from '../../api/client';
import { mutate, useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { RowActions } from '../../components/RowActions';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { Page } from '../../components/Page';
import { useConfirm } from '../../components/ConfirmDialog';
import { toast } from '../../components/toast';
import { formatDateTime } from '../../format';
import { PRESETS } from './presets';
import { formatReading } from './tickerFormat';
import './trackers.css';

const str = (fd: FormData, k: string) => String(fd.get(k) ?? '').trim();

export default function TrackersPage() {
  const { data, loading } = useApi('trackers', trackersApi.list);
  const [adding, setAdding] = useState(false);
  const [readingFor, setReadingFor] = useState<Tracker | null>(null);
  const [busyPreset, setBusyPreset] = useState<string | null>(null);
  const confirm = useConfirm();

  const addPreset = async (p: (typeof PRESETS)[number]) => {
    setBusyPreset(p.label);
    try {
      const { label: _l, icon: _i, ...body } = p;
      await mutate(trackersApi.create, { body }, ['trackers']);
      toast(`${p.name} tracker added`);
    } catch (err) {
      toast.error(messageOf(err, 'Could not add the tracker'));
    } finally {
      setBusyPreset(null);
    }
  };
  const create = async (fd: FormData) => {
    await mutate(
      trackersApi.create,
      {
        body: {
          name: str(fd, 'name'),
          type: str(fd, 'type') as TrackerType,
          symbol: str(fd, 'symbol'),
          unit: str(fd, 'unit'),
          color: str(fd, 'color') || DEFAULT_TRACKER_COLOR,
          display_in_ticker: fd.get('display_in_ticker') === 'on',
          is_active: fd.get('is_active') === 'on',
        },
      },
      ['trackers'],
    );
    setAdding(false);
  };
  const addReading = async (fd: FormData) => {
    if (!readingFor) return;
    await mutate(
      trackersApi.addReading,
      { params: { id: readingFor.id }, body: { value: Number(str(fd, 'value')), note: str(fd, 'note') } },
      ['trackers'],
    );
    setReadingFor(null);
    toast('Reading added successfully!');
  };
  const remove = async (t: Tracker) => {
    if (!(await confirm('Delete this tracker?'))) return;
    try {
      await mutate(trackersApi.remove, { params: { id: t.id } }, ['trackers']);
    } catch (err) {
      toast.error(messageOf(err, 'Could not delete the tracker'));
    }
  };

  return (
    <Page
      testId="trackers-page"
      title="Trackers"
      subtitle="Follow spending, markets, health and habits. Your latest readings scroll in the ticker above."
      actions={<Button onClick={() => setAdding(true)}>+ Add Tracker</Button>}
    >
      <Card title="Quick add">
        <div className="preset-grid">
          {PRESETS.map((p) => (
            <button
              key={p.label}
              type="button"
              className="preset"
              onClick={() => addPreset(p)}
              disabled={busyPreset !== null}
            >
              <span
                className="preset-icon"
                aria-hidden="true"
                style={{ '--preset': p.color } as CSSProperties}
              >
                {p.icon}
              </span>
              <span>{p.label}</span>
            </button>
          ))}
        </div>
      </Card>

      <div className="tracker-section">
        {loading && !data ? (
          <div className="skeleton-bar" />
        ) : !data?.length ? (
          <EmptyState
            title="No trackers yet"
            description="Pick a preset above or create your own."
            action={<Button onClick={() => setAdding(true)}>Add Tracker</Button>}
          />
        ) : (
          <div className="tracker-grid">
            {data.map((t) => (
              <article key={t.id} className="tracker-card" data-testid="tracker-card">
                <header>
                  <span className="tracker-dot" style={{ background: t.color }} aria-hidden="true" />
                  <div className="tracker-title">
                    <h3>{t.symbol || t.name}</h3>
                    <span className="tracker-type">
                      {t.symbol ? `${t.name} · ` : ''}
                      {TRACKER_TYPE_LABELS[t.type]}
                    </span>
                  </div>
                  <div className="tracker-badges">
                    {t.display_in_ticker && t.is_active && <Badge tone="blue">In Ticker</Badge>}
                    {!t.is_active && <Badge tone="grey">Inactive</Badge>}
                  </div>
                </header>
                <div className="tracker-value" data-testid="tracker-value">
                  {formatReading(t.latest_value, t.type, t.unit)}
                </div>
                <p className="tracker-meta">
                  {t.latest_at
                    ? `Updated ${formatDateTime(t.latest_at)} · ${t.reading_count} reading${t.reading_count === 1 ? '' : 's'}`
                    : 'No readings yet'}
                </p>
                <footer>
                  <Button size="sm" variant="secondary" onClick={() => setReadingFor(t)}>
                    Add Reading
                  </Button>
                  <RowActions name={t.name} onDelete={() => remove(t)} />
                </footer>
              </article>
            ))}
          </div>
        )}
      </div>

      <FormModal
        title="Add New Tracker"
        open={adding}
        onClose={() => setAdding(false)}
        onSubmit={create}
        submitLabel="Add Tracker"
      >
        <Field label="Name">
          <input name="name" required maxLength={200} />
        </Field>
        <Field label="Type">
          <select name="type" defaultValue="custom">
            {TRACKER_TYPES.map((t) => (
              <option key={t} value={t}>
                {TRACKER_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Symbol" hint="Ticker symbol, or the budget category for spend">
          <input name="symbol" maxLength={20} />
        </Field>
        <Field label="Unit">
          <input name="unit" maxLength={20} placeholder="USD, hrs, bpm…" />
        </Field>
        <Field label="Colour">
          <input name="color" type="color" defaultValue={DEFAULT_TRACKER_COLOR} />
        </Field>
        <div className="tracker-checks">
          <label>
            <input type="checkbox" name="display_in_ticker" defaultChecked /> Show in ticker
          </label>
          <label>
            <input type="checkbox" name="is_active" defaultChecked /> Active
          </label>
        </div>
      </FormModal>

      <FormModal
        title={`Add Reading${readingFor ? ` · ${readingFor.symbol || readingFor.name}` : ''}`}
        open={!!readingFor}
        onClose={() => setReadingFor(null)}
        onSubmit={addReading}
        submitLabel="Add Reading"
      >
        <Field label={`Value${readingFor?.unit ? ` (${readingFor.unit})` : ''}`}>
          <input name="value" type="number" step="any" required autoFocus />
        </Field>
        <Field label="Note" wide>
          <input name="note" maxLength={500} />
        </Field>
      </FormModal>
    </Page>
  );
}

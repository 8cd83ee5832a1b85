import { useState } from 'react';
import { statementsApi, type ExpenseCategory, type StatementPreview } from '@hearth/shared';
import { api, messageOf } from '../../api/client';
import { mutate } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { toast } from '../../components/toast';
import { formatDate, formatMoney } from '../../format';
import { CATEGORY_OPTIONS, fileToBase64 } from './financeFormat';

const STATUS_TONE = { new: 'green', duplicate: 'grey', skipped: 'amber' } as const;

/** Statement import: choose a CSV or OFX file, review rows and categories, import the new ones. */
export function ImportStatementModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [file, setFile] = useState<{ filename: string; content_base64: string } | null>(null);
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [categories, setCategories] = useState<Record<string, ExpenseCategory>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    setPreview(null);
    setCategories({});
    setError(null);
    onClose();
  };

  const choose = async (f: File | undefined) => {
    setPreview(null);
    setError(null);
    if (!f) return;
    if (!/\.(csv|ofx|qfx|txt)$/i.test(f.name)) return setError('Choose a CSV or OFX statement file.');
    setBusy(true);
    try {
      const body = { filename: f.name, content_base64: await fileToBase64(f) };
      setFile(body);
      setPreview(await api(statementsApi.preview, { body }));
    } catch (err) {
      setError(messageOf(err, 'The statement could not be read.'));
    } finally {
      setBusy(false);
    }
  };

  const runImport = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const r = await mutate(statementsApi.import, { body: { ...file, categories } }, [
        'expenses',
        'budgets',
      ]);
      toast(
        `Imported ${r.imported} expense${r.imported === 1 ? '' : 's'}${r.duplicates ? `, ${r.duplicates} already imported` : ''}`,
      );
      close();
    } catch (err) {
      setError(messageOf(err, 'The import failed. Nothing was imported.'));
      setBusy(false);
    }
  };

  const newRows = preview?.counts.new ?? 0;
  return (
    <Modal
      title="Import Statement"
      open={open}
      onClose={close}
      size="lg"
      testId="import-statement-modal"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button onClick={runImport} busy={busy} disabled={!preview || newRows === 0}>
            Import {newRows} expense{newRows === 1 ? '' : 's'}
          </Button>
        </>
      }
    >
      <div className="fin-stack" style={{ gap: 'var(--space-4)' }}>
        <label className="scan-drop">
          <span>
            A bank or card statement export: CSV, or OFX/QFX (Quicken, Money). Payments, deposits and pending
            rows are not imported; rows imported before are never added twice.
          </span>
          <input
            type="file"
            accept=".csv,.ofx,.qfx,.txt,text/csv"
            aria-label="Statement file"
            onChange={(e) => choose(e.target.files?.[0])}
          />
        </label>
        {error && (
          <p className="scan-error" role="alert">
            {error}
          </p>
        )}
        {preview && (
          <>
            <div className="import-counts" data-testid="import-counts">
              <Badge tone="green">{preview.counts.new} new</Badge>
              <Badge tone="grey">{preview.counts.duplicate} already imported</Badge>
              <Badge tone="amber">{preview.counts.skipped} skipped</Badge>
              <Badge tone="blue">{preview.format.toUpperCase()}</Badge>
            </div>
            <div className="import-table-wrap data-table-wrap">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Description</th>
                    <th scope="col" className="align-right">
                      Amount
                    </th>
                    <th scope="col">Category</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((r) => (
                    <tr key={r.key} className={r.status === 'new' ? undefined : 'fin-row-dim'}>
                      <td>{r.date ? formatDate(r.date) : 'Pending'}</td>
                      <td>{r.description}</td>
                      <td className="align-right fin-amount">
                        {formatMoney(Math.abs(r.amount))}
                        {r.currency && <span className="fin-sub">{r.currency}</span>}
                      </td>
                      <td>
                        {r.status === 'new' ? (
                          <select
                            className="import-select"
                            aria-label={`Category for ${r.description}`}
                            value={categories[r.key] ?? r.category}
                            onChange={(e) =>
                              setCategories((c) => ({ ...c, [r.key]: e.target.value as ExpenseCategory }))
                            }
                          >
                            {CATEGORY_OPTIONS.map((o) => (
                              <option key={o.value} value={o.value}>
                                {o.label}
                              </option>
                            ))}
                          </select>
                        ) : (
                          '—'
                        )}
                      </td>
                      <td>
                        <Badge tone={STATUS_TONE[r.status]}>
                          {r.status === 'duplicate'
                            ? 'Already imported'
                            : r.status === 'new'
                              ? 'New'
                              : 'Skipped'}
                        </Badge>
                        {r.status === 'skipped' && r.reason && <span className="fin-sub">{r.reason}</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}

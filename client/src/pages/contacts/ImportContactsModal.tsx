import { useEffect, useState } from 'react';
import { contactsApi, type BulkImportResult } from '@hearth/shared';
import { mutate } from '../../api/resources';
import { messageOf } from '../../api/client';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { parseContactsFile } from './parseContactsFile';

type State =
  | { kind: 'idle' }
  | { kind: 'importing' }
  | { kind: 'complete'; result: BulkImportResult }
  | { kind: 'error'; message: string };

const AUTO_CLOSE_MS = 3000;

export function ImportContactsModal({
  open,
  onClose,
  category,
}: {
  open: boolean;
  onClose: () => void;
  category: 'work' | 'life';
}) {
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });

  const close = () => {
    setFile(null);
    setState({ kind: 'idle' });
    onClose();
  };

  // On complete the modal closes by itself after 3 seconds (SPEC §4).
  useEffect(() => {
    if (state.kind !== 'complete') return;
    const t = setTimeout(close, AUTO_CLOSE_MS);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.kind]);

  const run = async () => {
    if (!file) {
      alert('Please select a file first');
      return;
    }
    setState({ kind: 'importing' });
    try {
      const contacts = await parseContactsFile(file, category);
      if (!contacts.length) {
        setState({ kind: 'idle' });
        alert('No valid contacts found in file');
        return;
      }
      const result = await mutate(
        contactsApi.bulkImport,
        { body: { contacts: contacts as unknown as Record<string, unknown>[] } },
        ['contacts'],
      );
      setState({ kind: 'complete', result });
    } catch (err) {
      setState({
        kind: 'error',
        message: messageOf(err, err instanceof Error ? err.message : 'Import failed'),
      });
    }
  };

  return (
    <Modal
      title="Import Contacts"
      open={open}
      onClose={close}
      testId="import-modal"
      description={`Contacts are added to your ${category} contacts. Google and Outlook exports work as they are.`}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {state.kind === 'complete' ? 'Close' : 'Cancel'}
          </Button>
          <Button
            onClick={() => void run()}
            busy={state.kind === 'importing'}
            disabled={state.kind === 'complete'}
          >
            Import
          </Button>
        </>
      }
    >
      <div className="import-drop">
        <Field
          label="CSV file"
          hint="The first row is the header: name, email, phone, company and role columns are recognised."
        >
          <input
            type="file"
            accept=".csv,text/csv"
            data-testid="import-file"
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null;
              if (f && !f.name.toLowerCase().endsWith('.csv')) {
                alert('Only .csv files are accepted');
                e.target.value = '';
                setFile(null);
                return;
              }
              setFile(f);
              setState({ kind: 'idle' });
            }}
          />
        </Field>
      </div>
      {state.kind === 'importing' && <p className="import-status">Importing…</p>}
      {state.kind === 'complete' && (
        <p className="import-status import-status-ok" role="status">
          Import complete: {state.result.imported} imported, {state.result.failed} failed of{' '}
          {state.result.total}.
        </p>
      )}
      {state.kind === 'error' && (
        <p className="import-status import-status-error" role="alert">
          Error: {state.message}
        </p>
      )}
    </Modal>
  );
}

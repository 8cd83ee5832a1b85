import { useEffect, useState } from 'react';
import { receiptsApi, type Receipt } from '@hearth/shared';
import { api } from '../../api/client';
import { mutate } from '../../api/resources';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { toast } from '../../components/toast';
import { formatMoney } from '../../format';
import { fileToBase64 } from './financeFormat';

const FAILED = 'Error processing receipt. Please try again.';

/** Choose an image → OCR on the server → 'Receipt parsed! ... Create expense?' → the expense. */
export function ScanReceiptModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [parsed, setParsed] = useState<Receipt | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const reset = () => {
    setFile(null);
    setParsed(null);
    setError(null);
    setBusy(false);
  };
  const close = () => {
    reset();
    onClose();
  };

  const choose = (f: File | undefined) => {
    setParsed(null);
    setError(null);
    if (!f) return setFile(null);
    if (!f.type.startsWith('image/')) {
      setFile(null);
      setError('The file must be an image.');
      return;
    }
    setFile(f);
  };

  const scan = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const receipt = await api(receiptsApi.upload, { body: { image_base64: await fileToBase64(file) } });
      setParsed(receipt);
    } catch (err) {
      console.error('receipt upload failed', err);
      setError(FAILED);
    } finally {
      setBusy(false);
    }
  };

  const createExpense = async () => {
    if (!parsed) return;
    setBusy(true);
    try {
      await mutate(receiptsApi.createExpense, { params: { id: parsed.id }, body: {} }, [
        'expenses',
        'budgets',
      ]);
      toast('Expense created from receipt');
      close();
    } catch (err) {
      console.error('create expense from receipt failed', err);
      setError(FAILED);
      setBusy(false);
    }
  };

  const merchant = parsed?.merchant_name || 'Unknown';
  return (
    <Modal
      title="Scan Receipt"
      open={open}
      onClose={close}
      testId="scan-receipt-modal"
      footer={
        parsed ? (
          <>
            <Button variant="secondary" onClick={reset}>
              No, scan another
            </Button>
            <Button onClick={createExpense} busy={busy} disabled={parsed.total === null}>
              Create Expense
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={scan} busy={busy} disabled={!file}>
              {busy ? 'Reading receipt…' : 'Scan Receipt'}
            </Button>
          </>
        )
      }
    >
      <div className="fin-stack" style={{ gap: 'var(--space-4)' }}>
        {!parsed && (
          <label className="scan-drop">
            <span>Choose a photo or scan of a receipt. Text recognition runs on your Hearth server.</span>
            <input
              type="file"
              accept="image/*"
              aria-label="Receipt image"
              onChange={(e) => choose(e.target.files?.[0])}
            />
          </label>
        )}
        {preview && <img className="scan-preview" src={preview} alt="Chosen receipt" />}
        {parsed && (
          <div className="scan-result" role="status" data-testid="receipt-parsed">
            <strong>
              Receipt parsed! Merchant: {merchant}, Total:{' '}
              {parsed.total === null ? 'not found' : formatMoney(parsed.total)} Create expense?
            </strong>
            {parsed.total === null && (
              <span>No total could be read from this image. Try a sharper photo.</span>
            )}
          </div>
        )}
        {error && (
          <p className="scan-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}

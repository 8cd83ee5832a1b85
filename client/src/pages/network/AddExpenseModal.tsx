import { useState } from 'react';
import type * as Y from 'yjs';
import { addExpense, DocExpense, parseNames, splitEqual, sumsTo } from '@hearth/shared';
import { Field, FieldRow } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { useSession } from '../../state/session';

const text = (f: FormData, k: string) => String(f.get(k) ?? '').trim();

/** Add Shared Expense: equal split to the cent, or custom amounts that must sum to the total. */
export function AddExpenseModal({ doc, open, onClose }: { doc: Y.Doc; open: boolean; onClose: () => void }) {
  const userName = useSession((s) => s.user?.name ?? 'User');
  const [split, setSplit] = useState<'equal' | 'custom'>('equal');
  const [error, setError] = useState<string>();
  const close = () => {
    setError(undefined);
    setSplit('equal');
    onClose();
  };
  const submit = (f: FormData) => {
    const names = parseNames(text(f, 'participant_names'));
    const total = Math.round(Number(text(f, 'total_amount')) * 100) / 100;
    let amounts: number[] | undefined;
    if (names.length > 0 && total > 0) {
      if (split === 'equal') amounts = splitEqual(total, names.length);
      else {
        amounts = text(f, 'custom_amounts')
          .split(',')
          .map((s) => Math.round(Number(s.trim()) * 100) / 100);
        if (amounts.length !== names.length || !sumsTo(amounts, total)) {
          setError('Custom amounts must give one amount per participant and sum to the total');
          return;
        }
      }
    }
    const expense = DocExpense.safeParse({
      description: text(f, 'description'),
      total_amount: total,
      paid_by: text(f, 'paid_by') || userName,
      split_type: split,
      shares: names.map((name, i) => ({ name, amount_owed: amounts?.[i] ?? 0 })),
      created_at: new Date().toISOString(),
    });
    if (!expense.success) {
      console.error('invalid shared expense', expense.error);
      setError('Failed to create expense');
      return;
    }
    addExpense(doc, crypto.randomUUID(), expense.data);
    close();
  };
  return (
    <FormModal
      title="Add Shared Expense"
      open={open}
      onClose={close}
      onSubmit={submit}
      submitLabel="Add Expense"
      error={error}
    >
      <Field label="Description" wide>
        <input name="description" required />
      </Field>
      <FieldRow>
        <Field label="Total amount">
          <input name="total_amount" type="number" step="0.01" min="0.01" required />
        </Field>
        <Field label="Paid by">
          <input name="paid_by" defaultValue={userName} required />
        </Field>
      </FieldRow>
      <Field label="Split">
        <select
          name="split_type"
          value={split}
          onChange={(e) => setSplit(e.target.value as 'equal' | 'custom')}
        >
          <option value="equal">Equal</option>
          <option value="custom">Custom</option>
        </select>
      </Field>
      <Field label="Participants" hint="Comma separated" wide>
        <input name="participant_names" required placeholder="Ann, Bob, Cy" />
      </Field>
      {split === 'custom' && (
        <Field label="Amounts" hint="Comma separated, in the same order; must sum to the total" wide>
          <input name="custom_amounts" required placeholder="40, 30, 30" />
        </Field>
      )}
    </FormModal>
  );
}

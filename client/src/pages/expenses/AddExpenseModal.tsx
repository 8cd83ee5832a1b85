import { expensesApi } from '@hearth/shared';
import { mutate } from '../../api/resources';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { CATEGORY_OPTIONS, numberOf, textOf, todayLocal } from './financeFormat';

export function AddExpenseModal({
  open,
  onClose,
  title = 'Add Expense',
}: {
  open: boolean;
  onClose: () => void;
  title?: string;
}) {
  const submit = async (fd: FormData) => {
    await mutate(
      expensesApi.create,
      {
        body: {
          title: textOf(fd, 'title'),
          description: textOf(fd, 'description'),
          amount: numberOf(fd, 'amount'),
          category: textOf(fd, 'category') as (typeof CATEGORY_OPTIONS)[number]['value'],
          date: textOf(fd, 'date'),
        },
      },
      ['expenses', 'budgets'],
    );
    onClose();
  };
  return (
    <FormModal
      title={title}
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Add Expense"
      testId="add-expense-modal"
    >
      <Field label="Title" wide>
        <input name="title" required maxLength={200} autoFocus />
      </Field>
      <Field label="Amount">
        <input name="amount" type="number" step="0.01" min="0.01" required />
      </Field>
      <Field label="Date">
        <input name="date" type="date" required defaultValue={todayLocal()} />
      </Field>
      <Field label="Category">
        <select name="category" defaultValue="other">
          {CATEGORY_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Description" wide>
        <textarea name="description" rows={2} maxLength={2000} />
      </Field>
    </FormModal>
  );
}

import { BUDGET_PERIODS, budgetsApi, type BudgetPeriod } from '@hearth/shared';
import { mutate } from '../../api/resources';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { cap, numberOf, textOf, todayLocal } from '../expenses/financeFormat';

export function CreateBudgetModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const submit = async (fd: FormData) => {
    await mutate(
      budgetsApi.create,
      {
        body: {
          name: textOf(fd, 'name'),
          amount: numberOf(fd, 'amount'),
          period: textOf(fd, 'period') as BudgetPeriod,
          category: textOf(fd, 'category') || 'general',
          start_date: textOf(fd, 'start_date'),
        },
      },
      ['budgets'],
    );
    onClose();
  };
  return (
    <FormModal
      title="Create Budget"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Create Budget"
      testId="create-budget-modal"
    >
      <Field label="Name" wide>
        <input name="name" required maxLength={200} autoFocus />
      </Field>
      <Field label="Amount">
        <input name="amount" type="number" step="0.01" min="0.01" required />
      </Field>
      <Field label="Period">
        <select name="period" defaultValue="monthly">
          {BUDGET_PERIODS.map((p) => (
            <option key={p} value={p}>
              {cap(p)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label="Category"
        hint="An expense category (travel, food, software, hardware, other) or general for all"
      >
        <input name="category" defaultValue="general" list="budget-categories" maxLength={60} />
      </Field>
      <datalist id="budget-categories">
        {['general', 'travel', 'food', 'software', 'hardware', 'other'].map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <Field label="Start Date">
        <input name="start_date" type="date" required defaultValue={todayLocal()} />
      </Field>
    </FormModal>
  );
}

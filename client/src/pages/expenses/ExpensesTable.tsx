import { expensesApi, type Expense, type FinanceScope } from '@hearth/shared';
import { mutate } from '../../api/resources';
import { Badge, type Tone } from '../../components/Badge';
import { RowActions } from '../../components/RowActions';
import { useConfirm } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { useSession } from '../../state/session';
import { formatDate, formatMoney } from '../../format';
import { cap } from './financeFormat';

const CATEGORY_TONE: Record<Expense['category'], Tone> = {
  travel: 'blue',
  food: 'amber',
  software: 'purple',
  hardware: 'grey',
  other: 'green',
};

interface Props {
  rows: Expense[] | undefined;
  loading: boolean;
  scope?: FinanceScope;
  /** The confirmation text (the Expenses and Cashflow pages word it differently, SPEC.md §8). */
  confirmText: string;
  testId?: string;
}

export function ExpensesTable({
  rows,
  loading,
  scope = 'individual',
  confirmText,
  testId = 'expenses-table',
}: Props) {
  const confirm = useConfirm();
  const me = useSession((s) => s.user?.id);
  const remove = async (e: Expense) => {
    if (!(await confirm(confirmText, { danger: true, confirmLabel: 'Delete' }))) return;
    await mutate(expensesApi.remove, { params: { id: e.id } }, ['expenses', 'budgets']).catch((err) =>
      console.error('delete expense failed', err),
    );
  };
  return (
    <DataTable
      testId={testId}
      rows={rows}
      loading={loading}
      rowKey={(e) => e.id}
      empty="No expenses yet"
      columns={[
        {
          key: 'title',
          header: 'Title',
          render: (e) => (
            <>
              <span>{e.title}</span>
              {e.receipt_id && (
                <>
                  {' '}
                  <a
                    className="fin-owner"
                    href={`/api/receipts/${e.receipt_id}/image`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    View receipt
                  </a>
                </>
              )}
              {scope === 'family' && <span className="fin-sub">{e.owner_name}</span>}
            </>
          ),
        },
        {
          key: 'category',
          header: 'Category',
          render: (e) => <Badge tone={CATEGORY_TONE[e.category]}>{cap(e.category)}</Badge>,
        },
        { key: 'date', header: 'Date', nowrap: true, render: (e) => formatDate(e.date) },
        {
          key: 'amount',
          header: 'Amount',
          align: 'right',
          render: (e) => <span className="fin-amount">{formatMoney(e.amount)}</span>,
        },
      ]}
      actions={(e) =>
        e.owner_id === me ? (
          <RowActions name={e.title} onDelete={() => remove(e)} />
        ) : (
          <span className="fin-owner">Read-only</span>
        )
      }
      actionsHeader="Actions"
    />
  );
}

import { useState } from 'react';
import '../expenses/finance.css';
import {
  accountsApi,
  budgetsApi,
  expensesApi,
  familyRefusal,
  type BankAccount,
  type Budget,
  type FinanceScope,
} from '@hearth/shared';
import { mutate, useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { RowActions } from '../../components/RowActions';
import { Card } from '../../components/Card';
import { useConfirm } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { SegmentedToggle } from '../../components/SegmentedToggle';
import { StatCard } from '../../components/StatCard';
import { KEYS, readChoice } from '../../state/storage';
import { useSession } from '../../state/session';
import { useFamilyCan } from '../../state/familyRole';
import { formatMoney } from '../../format';
import { AddExpenseModal } from '../expenses/AddExpenseModal';
import { CardsGrid } from '../expenses/CardsGrid';
import { CreditWatch } from '../expenses/CreditWatch';
import { ExpensesTable } from '../expenses/ExpensesTable';
import { label } from '../expenses/financeFormat';
import { LinkCardModal } from '../expenses/LinkCardModal';
import { ScanReceiptModal } from '../expenses/ScanReceiptModal';
import { AddAccountModal } from './AddAccountModal';
import { CreateBudgetModal } from './CreateBudgetModal';

const SHOWN = 10;
const VIEWS = ['individual', 'family'] as const;
type ModalName = 'account' | 'budget' | 'expense' | 'card' | 'scan' | null;
const sumCents = (xs: number[]) => xs.reduce((s, x) => s + Math.round(x * 100), 0) / 100;

function BudgetCard({ b, mine, onDelete }: { b: Budget; mine: boolean; onDelete: () => void }) {
  const over = b.spent > b.amount;
  const pct = b.amount > 0 ? Math.min(100, (b.spent / b.amount) * 100) : 100;
  return (
    <Card className="budget" data-testid="budget-card">
      <div className="budget-head">
        <span className="budget-name">{b.name}</span>
        <Badge tone={over ? 'red' : 'green'}>{label(b.period)}</Badge>
      </div>
      <span className="fin-owner">
        {b.category === 'general' ? 'All categories' : label(b.category)}
        {!mine && ` · ${b.owner_name}`}
      </span>
      <div
        className="budget-bar"
        role="progressbar"
        aria-label={`${b.name} spent`}
        aria-valuemin={0}
        aria-valuemax={b.amount}
        aria-valuenow={b.spent}
      >
        <div
          className={`budget-fill${over ? ' budget-fill-over' : ''}`}
          style={{ width: `${pct}%` }}
          data-testid="budget-fill"
          data-over={over || undefined}
        />
      </div>
      <div className="budget-numbers">
        <span className={over ? 'budget-over' : undefined}>{formatMoney(b.spent)} spent</span>
        <span>of {formatMoney(b.amount)}</span>
      </div>
      {over && <span className="budget-over">{formatMoney(b.spent - b.amount)} over budget</span>}
      {mine && (
        <div className="fin-actions">
          <Button size="sm" variant="ghost" onClick={onDelete}>
            Delete Budget
          </Button>
        </div>
      )}
    </Card>
  );
}

export default function BankingPage() {
  const [chosenScope, setScopeState] = useState<FinanceScope>(() =>
    readChoice(KEYS.cashflowViewMode, VIEWS, 'individual'),
  );
  // The Family view is for the family's adults (the server answers 403 to the others).
  const familyMoney = useFamilyCan('see_family_money');
  const scope: FinanceScope = familyMoney ? chosenScope : 'individual';
  const setScope = (s: FinanceScope) => {
    localStorage.setItem(KEYS.cashflowViewMode, s);
    setScopeState(s);
  };
  const query = { query: { scope } };
  const expenses = useApi('expenses', expensesApi.list, query);
  const accounts = useApi('bank-accounts', accountsApi.list, query);
  const budgets = useApi('budgets', budgetsApi.list, query);
  const me = useSession((s) => s.user?.id);
  const confirm = useConfirm();
  const [modal, setModal] = useState<ModalName>(null);
  const close = () => setModal(null);
  const family = scope === 'family';

  const balance = sumCents((accounts.data ?? []).map((a) => a.balance));
  const spent = sumCents((expenses.data ?? []).map((e) => e.amount));
  const activeBudgets = (budgets.data ?? []).filter((b) => b.is_active);
  const budgetTotal = sumCents(activeBudgets.map((b) => b.amount));
  const allExpenses = expenses.data ?? [];

  const removeAccount = async (a: BankAccount) => {
    if (!(await confirm('Delete this account?', { danger: true, confirmLabel: 'Delete' }))) return;
    await mutate(accountsApi.remove, { params: { id: a.id } }, ['bank-accounts']).catch((e) =>
      console.error('delete account failed', e),
    );
  };
  const removeBudget = async (b: Budget) => {
    if (!(await confirm('Delete this budget?', { danger: true, confirmLabel: 'Delete' }))) return;
    await mutate(budgetsApi.remove, { params: { id: b.id } }, ['budgets']).catch((e) =>
      console.error('delete budget failed', e),
    );
  };

  return (
    <Page
      testId="banking-page"
      title="Cashflow"
      subtitle={family ? 'Everyone in your family, read-only' : 'Your accounts, budgets and spending'}
      actions={
        <>
          {familyMoney ? (
            <SegmentedToggle
              options={[
                { value: 'individual', label: 'Individual' },
                { value: 'family', label: 'Family' },
              ]}
              value={scope}
              onChange={(v) => setScope(v as FinanceScope)}
            />
          ) : (
            <span className="fin-owner" data-testid="family-view-note">
              {familyRefusal('see_family_money')}
            </span>
          )}
          <Button variant="secondary" onClick={() => setModal('scan')}>
            Scan Receipt
          </Button>
          <Button variant="secondary" onClick={() => setModal('card')}>
            Link Card
          </Button>
          <Button onClick={() => setModal('expense')}>Add Expense</Button>
        </>
      }
    >
      <div className="fin-stack">
        <div className="stat-grid">
          <StatCard
            label="Total Balance"
            value={formatMoney(balance)}
            hint={`${accounts.data?.length ?? 0} account${accounts.data?.length === 1 ? '' : 's'}`}
            tone="green"
            testId="stat-balance"
          />
          <StatCard
            label="Total Expenses"
            value={formatMoney(spent)}
            hint={`${allExpenses.length} expense${allExpenses.length === 1 ? '' : 's'}`}
            tone="red"
            testId="stat-expenses"
          />
          <StatCard
            label="Active Budgets"
            value={formatMoney(budgetTotal)}
            hint={`${activeBudgets.length} budget${activeBudgets.length === 1 ? '' : 's'}`}
            tone="blue"
            testId="stat-budgets"
          />
        </div>

        <div className="fin-two">
          <CreditWatch />
          <Card title={family ? 'Linked Cards (family)' : 'Linked Cards'}>
            <CardsGrid scope={scope} onLink={() => setModal('card')} />
          </Card>
        </div>

        <Card title="Recent Expenses">
          <ExpensesTable
            rows={allExpenses.slice(0, SHOWN)}
            loading={expenses.loading}
            scope={scope}
            confirmText="Delete this expense?"
            testId="banking-expenses"
          />
          {allExpenses.length > 0 && (
            <p className="fin-footnote" data-testid="expenses-shown">
              Showing {Math.min(SHOWN, allExpenses.length)} of {allExpenses.length} expenses
            </p>
          )}
        </Card>

        <Card
          title="Bank Accounts"
          actions={
            <Button size="sm" onClick={() => setModal('account')}>
              Add Account
            </Button>
          }
        >
          <DataTable
            testId="accounts-table"
            rows={accounts.data}
            loading={accounts.loading}
            rowKey={(a) => a.id}
            empty="No bank accounts yet"
            columns={[
              {
                key: 'account_name',
                header: 'Account Name',
                render: (a) => (
                  <>
                    <span>{a.account_name}</span>
                    {family && <span className="fin-sub">{a.owner_name}</span>}
                  </>
                ),
              },
              { key: 'institution', header: 'Institution' },
              { key: 'account_type', header: 'Type', render: (a) => label(a.account_type) },
              {
                key: 'balance',
                header: 'Balance',
                align: 'right',
                render: (a) => (
                  <span className="fin-amount">
                    {formatMoney(a.balance)}
                    {a.currency !== 'USD' && <span className="fin-sub">{a.currency}</span>}
                  </span>
                ),
              },
              {
                key: 'status',
                header: 'Status',
                render: (a) => (
                  <Badge tone={a.is_linked ? 'green' : 'grey'}>{a.is_linked ? 'Linked' : 'Manual'}</Badge>
                ),
              },
            ]}
            actions={(a) =>
              a.owner_id === me ? (
                <RowActions name={a.account_name} onDelete={() => removeAccount(a)} />
              ) : (
                <span className="fin-owner">Read-only</span>
              )
            }
          />
        </Card>

        <Card
          title="Budgets"
          actions={
            <Button size="sm" onClick={() => setModal('budget')}>
              Create Budget
            </Button>
          }
        >
          {budgets.data && budgets.data.length === 0 ? (
            <EmptyState
              title="No budgets yet"
              description="Create a budget to see how much of it is spent this period."
            />
          ) : (
            <div className="budget-grid">
              {budgets.data?.map((b) => (
                <BudgetCard key={b.id} b={b} mine={b.owner_id === me} onDelete={() => removeBudget(b)} />
              ))}
            </div>
          )}
        </Card>
      </div>
      <AddAccountModal open={modal === 'account'} onClose={close} />
      <CreateBudgetModal open={modal === 'budget'} onClose={close} />
      <AddExpenseModal open={modal === 'expense'} onClose={close} title="Add New Expense" />
      <LinkCardModal open={modal === 'card'} onClose={close} />
      <ScanReceiptModal open={modal === 'scan'} onClose={close} />
    </Page>
  );
}

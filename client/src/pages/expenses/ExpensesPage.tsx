import { useState } from 'react';
import './finance.css';
import { expensesApi } from '@hearth/shared';
import { useApi } from '../../api/resources';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Page } from '../../components/Page';
import { StatCard } from '../../components/StatCard';
import { formatMoney } from '../../format';
import { AddExpenseModal } from './AddExpenseModal';
import { CardsGrid } from './CardsGrid';
import { CreditWatch } from './CreditWatch';
import { ExpensesTable } from './ExpensesTable';
import { ImportStatementModal } from './ImportStatementModal';
import { LinkCardModal } from './LinkCardModal';
import { ScanReceiptModal } from './ScanReceiptModal';

type ModalName = 'expense' | 'card' | 'scan' | 'import' | null;

export default function ExpensesPage() {
  const { data, loading } = useApi('expenses', expensesApi.list, { query: {} });
  const [modal, setModal] = useState<ModalName>(null);
  const close = () => setModal(null);
  const total = (data ?? []).reduce((sum, e) => sum + Math.round(e.amount * 100), 0) / 100;

  return (
    <Page
      testId="expenses-page"
      title="Expenses"
      subtitle="Track spending, scan receipts and watch your credit"
      actions={
        <>
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
        <div className="fin-two">
          <CreditWatch />
          <div className="fin-stack">
            <div className="stat-grid">
              <StatCard
                label="Total Expenses"
                value={formatMoney(total)}
                hint={`${data?.length ?? 0} expense${data?.length === 1 ? '' : 's'}`}
                tone="blue"
                testId="expenses-total"
              />
              <StatCard label="Count" value={String(data?.length ?? 0)} hint="All recorded expenses" />
            </div>
            <Card title="Linked Cards">
              <CardsGrid onLink={() => setModal('card')} />
            </Card>
          </div>
        </div>
        <Card
          title="All Expenses"
          actions={
            <>
              <Button size="sm" variant="ghost" onClick={() => setModal('import')}>
                Import Statement
              </Button>
              <a className="btn btn-ghost btn-sm" href={expensesApi.exportCsv.path} download="expenses.csv">
                Export CSV
              </a>
            </>
          }
        >
          <ExpensesTable
            rows={data}
            loading={loading}
            confirmText="Are you sure you want to delete this expense?"
          />
        </Card>
      </div>
      <AddExpenseModal open={modal === 'expense'} onClose={close} />
      <LinkCardModal open={modal === 'card'} onClose={close} />
      <ScanReceiptModal open={modal === 'scan'} onClose={close} />
      <ImportStatementModal open={modal === 'import'} onClose={close} />
    </Page>
  );
}

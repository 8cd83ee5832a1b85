import { useState } from 'react';
import '../expenses/finance.css';
import {
  RECURRING_CATEGORIES,
  recurringApi,
  recurringChargeTotals,
  type RecurringCharge,
} from '@hearth/shared';
import { mutate, useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { RowActions } from '../../components/RowActions';
import { useConfirm } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { Page } from '../../components/Page';
import { StatCard } from '../../components/StatCard';
import { formatDate, formatMoney } from '../../format';
import { cap, numberOf, textOf, todayLocal } from '../expenses/financeFormat';

export default function RecurringChargesPage() {
  const { data, loading } = useApi('recurring-charges', recurringApi.list, { query: {} });
  const [adding, setAdding] = useState(false);
  const confirm = useConfirm();
  const totals = recurringChargeTotals(data ?? []);

  const create = async (fd: FormData) => {
    await mutate(
      recurringApi.create,
      {
        body: {
          name: textOf(fd, 'name'),
          description: textOf(fd, 'description'),
          amount: numberOf(fd, 'amount'),
          frequency: textOf(fd, 'frequency') as RecurringCharge['frequency'],
          category: textOf(fd, 'category') as RecurringCharge['category'],
          next_billing_date: textOf(fd, 'next_billing_date'),
          is_active: fd.get('is_active') === 'on',
        },
      },
      ['recurring-charges'],
    );
    setAdding(false);
  };

  const remove = async (c: RecurringCharge) => {
    if (
      !(await confirm('Are you sure you want to delete this recurring charge?', {
        danger: true,
        confirmLabel: 'Delete',
      }))
    )
      return;
    await mutate(recurringApi.remove, { params: { id: c.id } }, ['recurring-charges']).catch((e) =>
      console.error('delete charge failed', e),
    );
  };

  return (
    <Page
      testId="recurring-charges-page"
      title="Recurring Charges"
      subtitle="Subscriptions, utilities and memberships, per month and per year"
      actions={<Button onClick={() => setAdding(true)}>Add Charge</Button>}
    >
      <div className="fin-stack">
        <div className="stat-grid">
          <StatCard
            label="Monthly Total"
            value={formatMoney(totals.monthly_total)}
            hint={`${totals.active_count} active charge${totals.active_count === 1 ? '' : 's'}`}
            tone="blue"
            testId="recurring-monthly"
          />
          <StatCard
            label="Yearly Total"
            value={formatMoney(totals.yearly_total)}
            hint="Active charges over 12 months"
            tone="purple"
            testId="recurring-yearly"
          />
        </div>
        <DataTable
          testId="recurring-table"
          rows={data}
          loading={loading}
          rowKey={(c) => c.id}
          empty="No recurring charges yet"
          rowClassName={(c) => (c.is_active ? '' : 'fin-row-dim')}
          columns={[
            {
              key: 'name',
              header: 'Name',
              render: (c) => (
                <>
                  <span>{c.name}</span>
                  {c.description && <span className="fin-sub">{c.description}</span>}
                </>
              ),
            },
            { key: 'category', header: 'Category', render: (c) => cap(c.category) },
            {
              key: 'frequency',
              header: 'Frequency',
              render: (c) => (
                <Badge tone={c.frequency === 'monthly' ? 'blue' : 'purple'}>{cap(c.frequency)}</Badge>
              ),
            },
            {
              key: 'amount',
              header: 'Amount',
              align: 'right',
              render: (c) => (
                <span className="fin-amount">
                  {formatMoney(c.amount)}
                  <span className="fin-sub">
                    {c.frequency === 'monthly'
                      ? `${formatMoney(c.yearly_equivalent)}/year`
                      : `${formatMoney(c.monthly_equivalent)}/month`}
                  </span>
                </span>
              ),
            },
            {
              key: 'next_billing_date',
              header: 'Next Billing',
              nowrap: true,
              render: (c) => formatDate(c.next_billing_date),
            },
            {
              key: 'status',
              header: 'Status',
              render: (c) => (
                <Badge tone={c.is_active ? 'green' : 'grey'}>{c.is_active ? 'Active' : 'Inactive'}</Badge>
              ),
            },
          ]}
          actions={(c) => <RowActions name={c.name} onDelete={() => remove(c)} />}
        />
      </div>
      <FormModal
        title="Add Recurring Charge"
        open={adding}
        onClose={() => setAdding(false)}
        onSubmit={create}
        submitLabel="Add Charge"
        testId="add-charge-modal"
      >
        <Field label="Name" wide>
          <input name="name" required maxLength={200} autoFocus />
        </Field>
        <Field label="Amount">
          <input name="amount" type="number" step="0.01" min="0.01" required />
        </Field>
        <Field label="Frequency">
          <select name="frequency" defaultValue="monthly">
            <option value="monthly">Monthly</option>
            <option value="yearly">Yearly</option>
          </select>
        </Field>
        <Field label="Category">
          <select name="category" defaultValue="subscription">
            {RECURRING_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {cap(c)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Next Billing Date">
          <input name="next_billing_date" type="date" required defaultValue={todayLocal()} />
        </Field>
        <Field label="Description" wide>
          <textarea name="description" rows={2} maxLength={2000} />
        </Field>
        <label className="cw-toggle">
          <input type="checkbox" name="is_active" defaultChecked /> Active
        </label>
      </FormModal>
    </Page>
  );
}

import { useState } from 'react';
import { plansApi } from '@hearth/shared';
import { useApi } from '../../api/resources';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { Tabs } from '../../components/Tabs';
import { WalletBanner } from './WalletBanner';
import { PlanCard } from './PlanCard';
import { PlanDetail } from './PlanDetail';
import { CreatePlanModal } from './CreatePlanModal';
import './network.css';

/** /network-q: collaborative plans with bookings, shared expenses, invitations, wallet and payment methods. */
export default function NetworkPage() {
  const plans = useApi('plans', plansApi.list, { query: {} });
  const [chosenId, setChosenId] = useState<string>();
  const [tab, setTab] = useState<'plans' | 'detail'>('plans');
  const [creating, setCreating] = useState(false);
  const list = plans.data ?? [];
  const chosen = list.find((p) => p.id === chosenId);
  const openPlan = (id: string) => {
    setChosenId(id);
    setTab('detail');
  };

  return (
    <Page
      testId="network-page"
      title="Network_Q - Professional Networking"
      subtitle="Plan events together: bookings, shared expenses and invitations, live for everyone on the plan."
    >
      <WalletBanner />
      <Tabs
        aria-label="Plans"
        tabs={[
          { id: 'plans', label: `All Plans (${list.length})` },
          ...(chosen ? [{ id: 'detail' as const, label: chosen.name }] : []),
        ]}
        value={chosen ? tab : 'plans'}
        onChange={setTab}
      />
      {tab === 'detail' && chosen ? (
        <PlanDetail key={chosen.id} plan={chosen} />
      ) : (
        <section className="nq-plans">
          <div className="nq-plans-head">
            <h2>Collaborative plans</h2>
            <Button onClick={() => setCreating(true)}>Create New Plan</Button>
          </div>
          {plans.loading && !plans.data ? (
            <p className="nq-muted">Loading collaborative plans...</p>
          ) : list.length === 0 ? (
            <EmptyState
              title="No collaborative plans yet"
              action={<Button onClick={() => setCreating(true)}>Create your first plan</Button>}
            />
          ) : (
            <div className="nq-grid">
              {list.map((p) => (
                <PlanCard key={p.id} plan={p} onOpen={() => openPlan(p.id)} />
              ))}
            </div>
          )}
        </section>
      )}
      <CreatePlanModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(p) => {
          setCreating(false);
          openPlan(p.id);
        }}
      />
    </Page>
  );
}

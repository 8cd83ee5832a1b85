import { cardsApi, type CreditCard, type FinanceScope } from '@hearth/shared';
import { mutate, useApi } from '../../api/resources';
import { useConfirm } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { useSession } from '../../state/session';

const TYPE_LABEL: Record<CreditCard['card_type'], string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'Amex',
  discover: 'Discover',
};

/** Linked (simulated) cards; the owner can remove theirs. */
export function CardsGrid({ scope = 'individual', onLink }: { scope?: FinanceScope; onLink?: () => void }) {
  const { data, loading } = useApi('credit-cards', cardsApi.list, { query: { scope } });
  const me = useSession((s) => s.user?.id);
  const confirm = useConfirm();

  const remove = async (c: CreditCard) => {
    if (!(await confirm('Remove this credit card?', { danger: true, confirmLabel: 'Remove' }))) return;
    await mutate(cardsApi.remove, { params: { id: c.id } }, ['credit-cards']).catch((e) =>
      console.error('remove card failed', e),
    );
  };

  if (loading && !data) return <p className="fin-footnote">Loading cards…</p>;
  if (!data?.length)
    return (
      <EmptyState
        title="No linked cards yet"
        description="Link a card to keep an eye on it here (simulated link)."
        action={
          onLink && (
            <button className="fin-link" onClick={onLink}>
              Link Card
            </button>
          )
        }
      />
    );
  return (
    <div className="cards-grid" data-testid="cards-grid">
      {data.map((c) => (
        <div key={c.id} className={`credit-card credit-card-${c.card_type}`} data-testid="credit-card">
          <div className="credit-card-name">{c.card_name}</div>
          <div className="credit-card-number" aria-label={`Card ending in ${c.last_four}`}>
            •••• {c.last_four}
          </div>
          <div className="credit-card-foot">
            <span>{TYPE_LABEL[c.card_type]}</span>
            {scope === 'family' && <span>{c.owner_name}</span>}
            {c.is_mock && <span className="credit-card-mock">Mock</span>}
          </div>
          {c.owner_id === me && (
            <button
              type="button"
              className="credit-card-remove"
              onClick={() => remove(c)}
              aria-label={`Remove ${c.card_name}`}
            >
              ×
            </button>
          )}
        </div>
      ))}
    </div>
  );
}

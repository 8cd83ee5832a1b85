import { formatQuantity, type DocHistoryEntry } from '@hearth/shared';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';

/** Items cleared from the list, most recent first, each one tap from the list again. */
export function HistoryCard({
  history,
  onReadd,
}: {
  history: Record<string, DocHistoryEntry>;
  onReadd: (key: string) => void;
}) {
  const entries = Object.entries(history).sort(([, a], [, b]) => b.cleared_at.localeCompare(a.cleared_at));
  return (
    <Card title={`History (${entries.length})`} data-testid="list-history">
      {entries.length === 0 ? (
        <EmptyState
          icon="↺"
          title="Nothing cleared yet"
          description="Ticked items you clear land here, ready to add again."
        />
      ) : (
        <ul className="lists-items">
          {entries.map(([key, h]) => (
            <li key={key} className="lists-item lists-history-item">
              <div className="lists-item-main">
                <span className="lists-item-text">
                  {h.text}
                  {h.quantity !== null && (
                    <span className="lists-qty">{formatQuantity(h.quantity, h.unit)}</span>
                  )}
                </span>
                <span className="lists-muted lists-by">
                  {[h.category, `bought ${h.times}×`, `last cleared by ${h.cleared_by_name}`]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onReadd(key)}
                aria-label={`Add ${h.text} again`}
              >
                Add again
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

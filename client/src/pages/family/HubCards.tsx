import { Fragment, type ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';

interface Detail {
  term: string;
  /** Left out when empty. */
  value: ReactNode;
  className?: string;
}

interface HubCardProps {
  testId: string;
  name: string;
  /** The colour of the initial: amber for children, purple for caregivers. */
  tone?: 'caregiver';
  sub: ReactNode;
  details: Detail[];
  actions: ReactNode;
}

/** One person of the family hub: their initial, name and a line under it, then the details that are set. */
export function HubCard({ testId, name, tone, sub, details, actions }: HubCardProps) {
  return (
    <article className="kid-card" data-testid={testId}>
      <header>
        <span className={tone ? `kid-initial ${tone}` : 'kid-initial'} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <div>
          <h3>{name}</h3>
          <p className="kid-sub">{sub}</p>
        </div>
      </header>
      <dl>
        {details
          .filter((d) => d.value)
          .map((d) => (
            <Fragment key={d.term}>
              <dt>{d.term}</dt>
              <dd className={d.className}>{d.value}</dd>
            </Fragment>
          ))}
      </dl>
      <footer>{actions}</footer>
    </article>
  );
}

interface HubCardsProps<T> {
  rows: readonly T[] | undefined;
  loading: boolean;
  /** Shown when there are no rows yet. */
  empty: { title: string; description: string; action: ReactNode };
  children: (row: T) => ReactNode;
}

/** A grid of cards, with a loading bar and an empty state. */
export function HubCards<T>({ rows, loading, empty, children }: HubCardsProps<T>) {
  if (loading && !rows) return <div className="skeleton-bar" />;
  if (!rows?.length) return <EmptyState {...empty} />;
  return <div className="kid-grid">{rows.map(children)}</div>;
}

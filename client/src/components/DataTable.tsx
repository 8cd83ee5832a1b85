import type { Key, ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** How to show the cell; without it the row's `key` property is shown as text. */
  render?: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** Optional fixed width, e.g. '120px'. */
  width?: string;
  /** Keeps the cell on one line (dates, amounts: "Nov 30, 2026" never breaks after the day). */
  nowrap?: boolean;
}

interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => Key;
  loading?: boolean;
  /** Shown when there are no rows, e.g. "No tasks yet". */
  empty?: ReactNode;
  rowClassName?: (row: T) => string;
  onRowClick?: (row: T) => void;
  caption?: string;
  testId?: string;
  /** Each row's buttons (usually a `RowActions`), shown in a last, right-aligned column. */
  actions?: (row: T) => ReactNode;
  /** That column's header; empty unless given (e.g. 'Actions'). */
  actionsHeader?: ReactNode;
}

const SKELETON_ROWS = 4;

const cellClass = <T,>(c: Column<T>) =>
  [c.align === 'right' && 'align-right', c.nowrap && 'cell-nowrap'].filter(Boolean).join(' ') || undefined;

function cellText(row: unknown, key: string): ReactNode {
  const v = (row as Record<string, unknown>)[key];
  if (v === null || v === undefined || v === '') return <span className="cell-muted">—</span>;
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** A table of rows with a loading skeleton and an empty state. On phones each row is a card (phone.css). */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading = false,
  empty = 'Nothing here yet',
  rowClassName,
  onRowClick,
  caption,
  testId,
  actions,
  actionsHeader = '',
}: DataTableProps<T>) {
  const shown: readonly Column<T>[] = actions
    ? [...columns, { key: 'actions', header: actionsHeader, align: 'right', render: actions }]
    : columns;
  const showSkeleton = loading && (!rows || rows.length === 0);
  const isEmpty = !showSkeleton && (!rows || rows.length === 0);
  return (
    <div className="data-table-wrap" data-testid={testId}>
      {/* Explicit roles keep the table's semantics when phone.css lays rows out as cards. */}
      <table className="data-table" role="table" aria-busy={showSkeleton || undefined}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead role="rowgroup">
          <tr role="row">
            {shown.map((c) => (
              <th
                key={c.key}
                role="columnheader"
                scope="col"
                className={c.align === 'right' ? 'align-right' : undefined}
                style={c.width ? { width: c.width } : undefined}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {showSkeleton &&
            Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <tr key={`skeleton-${i}`} className="data-table-skeleton" aria-hidden="true">
                {shown.map((c) => (
                  <td key={c.key}>
                    <span className="skeleton-bar" />
                  </td>
                ))}
              </tr>
            ))}
          {isEmpty && (
            <tr className="data-table-empty">
              <td colSpan={shown.length}>{empty}</td>
            </tr>
          )}
          {!showSkeleton &&
            rows?.map((row) => (
              <tr
                key={rowKey(row)}
                role="row"
                className={
                  [rowClassName?.(row), onRowClick ? 'clickable' : ''].filter(Boolean).join(' ') || undefined
                }
                onClick={onRowClick ? () => onRowClick(row) : undefined}
              >
                {shown.map((c) => (
                  <td
                    key={c.key}
                    role="cell"
                    className={cellClass(c)}
                    data-label={typeof c.header === 'string' ? c.header : undefined}
                  >
                    {c.render ? c.render(row) : cellText(row, c.key)}
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
      {showSkeleton && (
        <span className="visually-hidden" role="status">
          Loading…
        </span>
      )}
    </div>
  );
}

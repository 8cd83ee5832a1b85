import type { ReactNode } from 'react';

interface PageProps {
  /** The page's test id, e.g. `tasks-page` (SPEC.md §2). */
  testId: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right of the heading. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** Every protected page: its heading row, then its content. */
export function Page({ testId, title, subtitle, actions, children }: PageProps) {
  return (
    <section className="page" data-testid={testId}>
      <header className="page-header">
        <div>
          <h1 className="page-title">{title}</h1>
          {subtitle && <p className="page-subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="page-actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}

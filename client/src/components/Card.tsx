import type { HTMLAttributes, ReactNode } from 'react';

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Buttons or links on the right of the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A surface over the wallpaper, with an optional heading row. */
export function Card({ title, actions, children, className, ...rest }: CardProps) {
  return (
    <section className={`card${className ? ` ${className}` : ''}`} {...rest}>
      {(title || actions) && (
        <header className="card-header">
          {title && <h2 className="card-title">{title}</h2>}
          {actions && <div className="card-actions">{actions}</div>}
        </header>
      )}
      <div className="card-body">{children}</div>
    </section>
  );
}

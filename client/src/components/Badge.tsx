import type { ReactNode } from 'react';

export type Tone = 'green' | 'yellow' | 'blue' | 'grey' | 'red' | 'amber' | 'purple';

export function Badge({
  tone = 'grey',
  children,
  className,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  return <span className={`badge badge-${tone}${className ? ` ${className}` : ''}`}>{children}</span>;
}

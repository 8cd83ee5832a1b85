import type { ReactNode } from 'react';
import type { Tone } from './Badge';

interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  /** Colours the value and the accent bar. */
  tone?: Tone;
  icon?: ReactNode;
  testId?: string;
}

export function StatCard({ label, value, hint, tone, icon, testId }: StatCardProps) {
  return (
    <div className={`stat-card${tone ? ` stat-card-${tone}` : ''}`} data-testid={testId}>
      <div className="stat-card-top">
        <span className="stat-card-label">{label}</span>
        {icon && (
          <span className="stat-card-icon" aria-hidden="true">
            {icon}
          </span>
        )}
      </div>
      <div className="stat-card-value">{value}</div>
      {hint && <div className="stat-card-hint">{hint}</div>}
    </div>
  );
}

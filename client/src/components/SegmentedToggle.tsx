import type { ReactNode } from 'react';

export interface SegmentOption<T extends string = string> {
  value: T;
  label: ReactNode;
}

interface SegmentedToggleProps<T extends string> {
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
  'aria-label'?: string;
  size?: 'sm' | 'md';
}

/** Two or three mutually exclusive choices shown side by side (e.g. Work / Life, Separated / Universal). */
export function SegmentedToggle<T extends string>({
  options,
  value,
  onChange,
  'aria-label': label,
  size = 'md',
}: SegmentedToggleProps<T>) {
  return (
    <div className={`segmented segmented-${size}`} role="group" aria-label={label}>
      {options.map((o) => {
        const active = o.value === value;
        return (
          <button
            key={o.value}
            type="button"
            aria-pressed={active}
            className={`segment${active ? ' segment-active' : ''}`}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}

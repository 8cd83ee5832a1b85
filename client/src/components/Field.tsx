import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Spans both columns of a form grid. */
  wide?: boolean;
  children: ReactElement<{ id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }>;
}

/** A label bound to its control (the control gets an id unless it has one), with a hint and an error below. */
export function Field({ label, hint, error, wide, children }: FieldProps) {
  const autoId = useId();
  const child = Children.only(children);
  const id = (isValidElement(child) && child.props.id) || autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy =
    [child.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = cloneElement(child, {
    id,
    'aria-describedby': describedBy,
    ...(error ? { 'aria-invalid': true } : {}),
  });
  return (
    <div className={`field${wide ? ' field-wide' : ''}${error ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {control}
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** Puts several fields on one row on wide screens. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="field-row">{children}</div>;
}

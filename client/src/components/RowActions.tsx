import type { ReactNode } from 'react';
import { Button } from './Button';

interface RowActionsProps {
  /** What the row is called: the buttons are named "Edit {name}" and "Delete {name}" for screen readers. */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Work tables delete with a red button; elsewhere the button stays quiet. */
  deleteVariant?: 'danger' | 'ghost';
  /** Actions shown before Edit and Delete, e.g. a "Join Meeting" link. */
  children?: ReactNode;
}

/** The buttons of one row or card: extra actions, then Edit, then Delete. */
export function RowActions({ name, onEdit, onDelete, deleteVariant = 'ghost', children }: RowActionsProps) {
  return (
    <span className="row-actions">
      {children}
      {onEdit && (
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
      )}
      {onDelete && (
        <Button size="sm" variant={deleteVariant} onClick={onDelete} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      )}
    </span>
  );
}

import { useEffect } from 'react';
import { UNDO_MS } from '@hearth/shared';
import { Button } from '../../components/Button';

export interface Undoable {
  completionId: string;
  label: string;
}

/** "Dishes marked done · Undo", for a minute after a tick (then the tick stays). */
export function UndoBar({
  item,
  onUndo,
  onExpire,
}: {
  item: Undoable | undefined;
  onUndo: (item: Undoable) => void;
  onExpire: () => void;
}) {
  useEffect(() => {
    if (!item) return;
    const t = setTimeout(onExpire, UNDO_MS);
    return () => clearTimeout(t);
  }, [item, onExpire]);
  if (!item) return null;
  return (
    <div className="chores-undo" role="status" data-testid="chores-undo">
      <span>{item.label} marked done</span>
      <Button size="sm" variant="secondary" onClick={() => onUndo(item)}>
        Undo
      </Button>
    </div>
  );
}

import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { formatQuantity, type ListItemView } from '@hearth/shared';
import type { ListView } from './listView';

interface RowActions {
  onToggle: (item: ListItemView, checked: boolean) => void;
  onEdit: (item: ListItemView) => void;
}

/**
 * The open items, grouped by category (aisle). An item is moved by dragging its handle (mouse or touch)
 * onto another item, or with the arrow keys on the handle; dropped in another group it takes that category.
 */
export function ListItems({
  view,
  onMove,
  ...actions
}: RowActions & { view: ListView; onMove: (id: string, targetId: string) => void }) {
  const [drag, setDrag] = useState<{ id: string; over: string }>();
  const flat = view.groups.flatMap((g) => g.items);
  const showHeads = view.groups.length > 1 || view.groups[0]?.category != null;

  const handle = {
    down(e: PointerEvent<HTMLButtonElement>, id: string) {
      e.currentTarget.setPointerCapture(e.pointerId);
      setDrag({ id, over: id });
    },
    move(e: PointerEvent<HTMLButtonElement>) {
      if (!drag) return;
      const row = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('[data-item-id]');
      const over = row?.dataset.itemId;
      if (over && over !== drag.over) setDrag({ ...drag, over });
    },
    up() {
      if (drag && drag.over !== drag.id) onMove(drag.id, drag.over);
      setDrag(undefined);
    },
    key(e: KeyboardEvent<HTMLButtonElement>, id: string) {
      const at = flat.findIndex((i) => i.id === id);
      const to = e.key === 'ArrowUp' ? flat[at - 1] : e.key === 'ArrowDown' ? flat[at + 1] : undefined;
      if (!to) return;
      e.preventDefault();
      onMove(id, to.id);
    },
  };

  return (
    <div className="lists-groups" data-testid="list-items">
      {view.groups.map((g) => (
        <section key={g.category ?? ''} className="lists-group" aria-label={g.category ?? 'Other'}>
          {showHeads && <h3 className="lists-group-title">{g.category ?? 'Other'}</h3>}
          <ul className="lists-items">
            {g.items.map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                {...actions}
                dragging={drag?.id === item.id}
                dropTarget={drag !== undefined && drag.over === item.id && drag.id !== item.id}
                handle={
                  <button
                    type="button"
                    className="lists-handle"
                    aria-label={`Move ${item.text}`}
                    title="Drag to reorder (or use the arrow keys)"
                    onPointerDown={(e) => handle.down(e, item.id)}
                    onPointerMove={handle.move}
                    onPointerUp={handle.up}
                    onPointerCancel={() => setDrag(undefined)}
                    onKeyDown={(e) => handle.key(e, item.id)}
                  >
                    ⋮⋮
                  </button>
                }
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function ItemRow({
  item,
  onToggle,
  onEdit,
  handle,
  dragging,
  dropTarget,
}: RowActions & { item: ListItemView; handle?: React.ReactNode; dragging?: boolean; dropTarget?: boolean }) {
  const qty = formatQuantity(item.quantity, item.unit);
  const by = item.checked ? `Ticked by ${item.checked.by_name}` : `Added by ${item.added_by_name}`;
  return (
    <li
      className={`lists-item${item.checked ? ' is-checked' : ''}${dragging ? ' is-dragging' : ''}${dropTarget ? ' is-drop' : ''}`}
      data-item-id={item.id}
      data-testid="list-item"
    >
      {handle}
      <label className="lists-check">
        <input
          type="checkbox"
          checked={item.checked !== null}
          onChange={(e) => onToggle(item, e.target.checked)}
          aria-label={item.text}
        />
      </label>
      <div className="lists-item-main">
        <span className="lists-item-text">
          {item.text}
          {qty && <span className="lists-qty">{qty}</span>}
        </span>
        {item.note && <span className="lists-note">{item.note}</span>}
        <span className="lists-muted lists-by">{by}</span>
      </div>
      <button
        type="button"
        className="lists-icon-btn"
        aria-label={`Edit ${item.text}`}
        onClick={() => onEdit(item)}
      >
        ✎
      </button>
    </li>
  );
}

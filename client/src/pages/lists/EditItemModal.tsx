import { useId } from 'react';
import { Category, type DocListItem, type ListItemView } from '@hearth/shared';
import { Field, FieldRow } from '../../components/Field';
import { FormModal } from '../../components/FormModal';

const text = (f: FormData, k: string) => String(f.get(k) ?? '').trim();

/** Edits an item's text, quantity, unit, category (learned for the family) and note. */
export function EditItemModal({
  item,
  categories,
  onSave,
  onRemove,
  onClose,
}: {
  item: ListItemView | undefined;
  categories: string[];
  onSave: (id: string, fields: Partial<DocListItem>) => void;
  onRemove: (id: string) => void;
  onClose: () => void;
}) {
  const options = useId();
  const submit = (f: FormData) => {
    if (!item) return;
    const quantity = text(f, 'quantity') ? Number(text(f, 'quantity')) : null;
    if (quantity !== null && !(quantity > 0 && quantity <= 1e6)) throw new Error('Quantity must be positive');
    const category = Category.safeParse(text(f, 'category') || null);
    onSave(item.id, {
      text: text(f, 'text') || item.text,
      quantity,
      unit: text(f, 'unit').slice(0, 20) || null,
      category: category.success ? category.data : null,
      note: text(f, 'note').slice(0, 1000),
    });
    onClose();
  };
  return (
    <FormModal
      title="Edit item"
      open={item !== undefined}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Save"
      testId="edit-item-modal"
    >
      {item && (
        <>
          <Field label="Item" wide>
            <input name="text" defaultValue={item.text} required maxLength={300} />
          </Field>
          <FieldRow>
            <Field label="Quantity">
              <input name="quantity" type="number" step="any" min="0" defaultValue={item.quantity ?? ''} />
            </Field>
            <Field label="Unit">
              <input name="unit" defaultValue={item.unit ?? ''} maxLength={20} />
            </Field>
          </FieldRow>
          <Field label="Category" hint="Remembered for this item in every list of your family" wide>
            <input name="category" list={options} defaultValue={item.category ?? ''} maxLength={50} />
          </Field>
          <datalist id={options}>
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <Field label="Note" wide>
            <textarea name="note" rows={2} defaultValue={item.note} maxLength={1000} />
          </Field>
          <button
            type="button"
            className="lists-remove"
            onClick={() => {
              onRemove(item.id);
              onClose();
            }}
          >
            Remove item
          </button>
        </>
      )}
    </FormModal>
  );
}

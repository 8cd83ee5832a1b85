import { useId, useState, type FormEvent } from 'react';
import { formatQuantity, parseEntry, suggestionsFor, type DocHistoryEntry } from '@hearth/shared';
import { Button } from '../../components/Button';

/**
 * The add box: what is typed becomes an item (quantity and unit read from it, "2 kg flour"); while
 * typing, items from the list's history are offered (Enter adds what is typed, a suggestion adds itself).
 */
export function AddItemBox({
  history,
  onAdd,
  onReadd,
  disabled,
}: {
  history: Record<string, DocHistoryEntry>;
  onAdd: (typed: string) => void;
  onReadd: (key: string) => void;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const listId = useId();
  const suggestions = suggestionsFor(history, text);
  const parsed = text.trim() ? parseEntry(text) : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    onAdd(text);
    setText('');
  };
  return (
    <form className="lists-add" onSubmit={submit} role="search" aria-label="Add an item">
      <div className="lists-add-row">
        <input
          className="lists-add-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="2 kg flour, milk x3…"
          aria-label="New item"
          aria-controls={suggestions.length ? listId : undefined}
          autoComplete="off"
          maxLength={300}
          disabled={disabled}
        />
        <Button type="submit" disabled={disabled || !text.trim()}>
          Add
        </Button>
      </div>
      {parsed?.quantity != null && (
        <p className="lists-add-hint" data-testid="add-hint">
          {parsed.name} · {formatQuantity(parsed.quantity, parsed.unit)}
        </p>
      )}
      {suggestions.length > 0 && (
        <ul className="lists-suggestions" id={listId} aria-label="Suggestions from history">
          {suggestions.map((s) => (
            <li key={s.key}>
              <button
                type="button"
                className="lists-suggestion"
                onClick={() => {
                  onReadd(s.key);
                  setText('');
                }}
              >
                <span>{s.text}</span>
                <span className="lists-muted">
                  {[formatQuantity(s.quantity, s.unit), s.category, `bought ${s.times}×`]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}

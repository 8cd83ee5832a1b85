import { useSyncExternalStore } from 'react';
import type { SavedTracker, SaveState } from './savedState';
import './saveStatus.css';

const noTracker = () => () => undefined;

/** The save state of a co-edited document (see trackSaved); 'saving' until a tracker exists. */
export function useSavedState(tracker: SavedTracker | undefined): SaveState {
  return useSyncExternalStore(tracker ? tracker.subscribe : noTracker, () => tracker?.get() ?? 'saving');
}

const TEXT: Record<SaveState, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  retrying: 'Not saved yet — retrying',
  offline: 'Offline — changes kept on this device',
};

/** "Saving…", "Saved", "Offline — changes kept on this device", or that saving is being retried. */
export function SaveStatus({ tracker }: { tracker: SavedTracker | undefined }) {
  const state = useSavedState(tracker);
  return (
    <span
      className={`save-status save-status-${state}`}
      role="status"
      aria-live="polite"
      data-testid="save-status"
    >
      <span className="save-status-dot" aria-hidden="true" />
      {TEXT[state]}
    </span>
  );
}
